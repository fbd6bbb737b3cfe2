import type { CityRules, FareRuleView } from '@fairfare/contracts/money-rules';
import { SelectField } from '../../../shared/ui/form/TextField';
import type { StaffCategory } from './api';
import { FareForm } from './FareForm';
import { formatMoney } from '../../shared/formatMoney';
import { OpsFeedback } from '../../shared/OpsFeedback';
import { OpsTable } from '../../shared/OpsTable';
import { useSectionEditor } from './useSectionEditor';
import { useTranslation } from 'react-i18next';

/** A fare to start a new category's rule from: nothing charged until it is filled in. */
function newFare(cityId: number, category: StaffCategory): FareRuleView {
  return {
    city_id: cityId,
    category_id: category.category_id,
    category_name: category.category_name,
    base_fare: 0,
    per_km: 0,
    per_min: 0,
    min_fare: 0,
    max_fare: null,
    commission_pct: 20,
    bid_floor_pct: 80,
    bid_ceiling_pct: 200,
  };
}

/**
 * The city's fares per category, each editable; a category the city does not offer yet can be
 * given a fare (a city offers a category by having its fare, decision 039).
 */
export function FaresSection({
  rules,
  categories,
}: {
  rules: CityRules;
  categories: readonly StaffCategory[];
}) {
  const { t } = useTranslation('ops');
  const { editing, notice, edit, cancel, saved } = useSectionEditor<FareRuleView>();
  const money = (value: number) => formatMoney(value, rules.currency);
  const missing = categories.filter(
    (category) => !rules.fares.some((fare) => fare.category_id === category.category_id),
  );

  return (
    <section aria-labelledby="fares-title">
      <h2 id="fares-title">{t('rules.fares')}</h2>
      <p className="ops-hint">{t('rules.faresHint')}</p>
      <OpsFeedback alert={null} notice={notice} />
      {rules.fares.length === 0 ? <p>{t('rules.noFare')}</p> : null}
      {rules.fares.length > 0 ? (
        <OpsTable
          caption={t('rules.faresIn', { city: rules.city_name })}
          columns={[
            {
              header: t('applications.category'),
              rowHeader: true,
              cell: (fare) => fare.category_name,
            },
            { header: t('rules.base'), cell: (fare) => money(fare.base_fare) },
            { header: t('rules.perKm'), cell: (fare) => money(fare.per_km) },
            { header: t('rules.perMin'), cell: (fare) => money(fare.per_min) },
            { header: t('rules.minimum'), cell: (fare) => money(fare.min_fare) },
            {
              header: t('rules.maximum'),
              cell: (fare) => (fare.max_fare === null ? t('rules.none') : money(fare.max_fare)),
            },
            {
              header: t('rules.offers'),
              cell: (fare) => (
                <>
                  {fare.bid_floor_pct}–{fare.bid_ceiling_pct} %
                </>
              ),
            },
            {
              header: t('common.actions'),
              hiddenHeader: true,
              cell: (fare) => (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => edit(fare)}
                >
                  {t('rules.edit')}{' '}
                  <span className="visually-hidden">
                    {t('rules.fareOf', { category: fare.category_name })}
                  </span>
                </button>
              ),
            },
          ]}
          rows={rules.fares}
          rowKey={(fare) => fare.category_id}
        />
      ) : null}
      {missing.length > 0 && !editing ? (
        <form
          className="ops-filters"
          aria-label={t('rules.addFare')}
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = Number(new FormData(event.currentTarget).get('category_id'));
            const category = missing.find((c) => c.category_id === chosen);
            if (category) edit(newFare(rules.city_id, category));
          }}
        >
          <SelectField id="fare-add" name="category_id" label={t('rules.categoryNoFare')}>
            {missing.map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {category.category_name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button button--secondary">
            {t('rules.addFare')}
          </button>
        </form>
      ) : null}
      {editing ? (
        <FareForm
          key={`${rules.city_id}-${editing.category_id}`}
          cityName={rules.city_name}
          currency={rules.currency}
          fare={editing}
          onCancel={cancel}
          onDone={(fare) => saved(t('rules.fareSaved', { category: fare.category_name }))}
        />
      ) : null}
    </section>
  );
}
