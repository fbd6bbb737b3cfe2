import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CityRules, StaffPromo } from '@fairfare/contracts/money-rules';
import { formatTime } from '../../shared/formatTime';
import type { StaffCategory } from './api';
import { formatMoney } from '../../shared/formatMoney';
import { PromoForm } from './PromoForm';
import { OpsFeedback } from '../../shared/OpsFeedback';
import { OpsTable } from '../../shared/OpsTable';
import { promoOffset } from './promoForm';
import { useSectionEditor } from './useSectionEditor';

function discountOf(promo: StaffPromo, currency: string, t: TFunction): string {
  if (promo.promo_kind === 'flat') {
    return t('rules.flatOff', { amount: formatMoney(promo.promo_value, currency) });
  }
  if (promo.max_discount === null)
    return t('rules.percentOffValue', { percent: promo.promo_value });
  return t('rules.percentOffCapped', {
    percent: promo.promo_value,
    cap: formatMoney(promo.max_discount, currency),
  });
}

/**
 * The promo codes that apply in the city: its own and those of every city (marked; only an admin
 * changes them), each editable by who may; a new one.
 */
export function PromosSection({
  rules,
  categories,
  isAdmin,
}: {
  rules: CityRules;
  categories: readonly StaffCategory[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation('ops');
  const { editing, notice, edit, cancel, saved } = useSectionEditor<StaffPromo | 'new'>();
  const categoryName = (categoryId: number | null) =>
    categoryId === null
      ? t('rules.everyCategory')
      : (categories.find((c) => c.category_id === categoryId)?.category_name ?? `#${categoryId}`);

  return (
    <section aria-labelledby="promos-title">
      <h2 id="promos-title">{t('rules.promos')}</h2>
      <OpsFeedback alert={null} notice={notice} />
      {rules.promos.length === 0 ? <p>{t('rules.noPromo', { city: rules.city_name })}</p> : null}
      {rules.promos.length > 0 ? (
        <OpsTable
          caption={t('rules.promosOf', { city: rules.city_name })}
          columns={[
            {
              header: t('rules.code'),
              rowHeader: true,
              cell: (promo) => (
                <>
                  {promo.promo_code}
                  {promo.city_id === null ? <small> {t('rules.everyCityNote')}</small> : null}
                  {promo.is_active ? null : <small> {t('rules.inactiveNote')}</small>}
                </>
              ),
            },
            { header: t('rules.discount'), cell: (promo) => discountOf(promo, rules.currency, t) },
            {
              header: t('rules.valid'),
              // in the promo's own zone, the one its form reads the days in
              cell: (promo) => {
                const offset = promoOffset(promo.city_id === null, rules.city_id);
                return (
                  <>
                    {formatTime(promo.valid_from, offset)} – {formatTime(promo.valid_to, offset)}
                  </>
                );
              },
            },
            {
              header: t('rules.perRider'),
              cell: (promo) =>
                promo.per_user_limit === 0 ? t('rules.noLimit') : promo.per_user_limit,
            },
            {
              header: t('rules.where'),
              cell: (promo) => (
                <>
                  {promo.city_id === null ? t('trips.everyCity') : rules.city_name} ·{' '}
                  {categoryName(promo.category_id)}
                </>
              ),
            },
            { header: t('rules.used'), cell: (promo) => promo.uses },
            {
              header: t('common.actions'),
              hiddenHeader: true,
              cell: (promo) =>
                promo.city_id === null && !isAdmin ? null : (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => edit(promo)}
                  >
                    {t('rules.edit')}{' '}
                    <span className="visually-hidden">
                      {t('rules.promoNamed', { code: promo.promo_code })}
                    </span>
                  </button>
                ),
            },
          ]}
          rows={rules.promos}
          rowKey={(promo) => promo.promo_id}
        />
      ) : null}
      {editing ? (
        <PromoForm
          key={`${rules.city_id}-${editing === 'new' ? 'new' : editing.promo_id}`}
          cityId={rules.city_id}
          cityName={rules.city_name}
          currency={rules.currency}
          promo={editing === 'new' ? null : editing}
          categories={categories}
          mayCoverEveryCity={isAdmin}
          onCancel={cancel}
          onDone={(promo) => saved(t('rules.promoSaved', { code: promo.promo_code }))}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => edit('new')}>
          {t('rules.newPromo')}
        </button>
      )}
    </section>
  );
}
