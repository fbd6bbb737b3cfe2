import type { CityRules, StaffPromo } from '@fairfare/contracts/money-rules';
import { formatTime } from '../../shared/formatTime';
import type { StaffCategory } from './api';
import { formatMoney } from '../../shared/formatMoney';
import { PromoForm } from './PromoForm';
import { OpsFeedback } from '../../shared/OpsFeedback';
import { OpsTable } from '../../shared/OpsTable';
import { useSectionEditor } from './useSectionEditor';

function discountOf(promo: StaffPromo, currency: string): string {
  if (promo.promo_kind === 'flat') return `${formatMoney(promo.promo_value, currency)} off`;
  const cap =
    promo.max_discount === null ? '' : `, at most ${formatMoney(promo.max_discount, currency)}`;
  return `${promo.promo_value} % off${cap}`;
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
  const { editing, notice, edit, cancel, saved } = useSectionEditor<StaffPromo | 'new'>();
  const categoryName = (categoryId: number | null) =>
    categoryId === null
      ? 'Every category'
      : (categories.find((c) => c.category_id === categoryId)?.category_name ?? `#${categoryId}`);

  return (
    <section aria-labelledby="promos-title">
      <h2 id="promos-title">Promo codes</h2>
      <OpsFeedback alert={null} notice={notice} />
      {rules.promos.length === 0 ? <p>No promo code applies in {rules.city_name}.</p> : null}
      {rules.promos.length > 0 ? (
        <OpsTable
          caption={`Promo codes of ${rules.city_name}`}
          columns={[
            {
              header: 'Code',
              rowHeader: true,
              cell: (promo) => (
                <>
                  {promo.promo_code}
                  {promo.city_id === null ? <small> (every city)</small> : null}
                  {promo.is_active ? null : <small> (inactive)</small>}
                </>
              ),
            },
            { header: 'Discount', cell: (promo) => discountOf(promo, rules.currency) },
            {
              header: 'Valid',
              cell: (promo) => (
                <>
                  {formatTime(promo.valid_from)} – {formatTime(promo.valid_to)}
                </>
              ),
            },
            {
              header: 'Per rider',
              cell: (promo) => (promo.per_user_limit === 0 ? 'No limit' : promo.per_user_limit),
            },
            {
              header: 'Where',
              cell: (promo) => (
                <>
                  {promo.city_id === null ? 'Every city' : rules.city_name} ·{' '}
                  {categoryName(promo.category_id)}
                </>
              ),
            },
            { header: 'Used', cell: (promo) => promo.uses },
            {
              header: 'Actions',
              hiddenHeader: true,
              cell: (promo) =>
                promo.city_id === null && !isAdmin ? null : (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => edit(promo)}
                  >
                    Edit <span className="visually-hidden">promo {promo.promo_code}</span>
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
          onDone={(promo) => saved(`Promo ${promo.promo_code} saved.`)}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => edit('new')}>
          New promo code
        </button>
      )}
    </section>
  );
}
