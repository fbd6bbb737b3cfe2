import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { EstimateResponse } from '@fairfare/contracts/booking';
import type { Category } from '@fairfare/contracts/categories';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { CategoryIcon } from '../../../shared/ui/CategoryIcon';
import '../../../shared/ui/form/form.css';
import './CategoryPicker.css';

interface CategoryPickerProps {
  /** The city's categories in display order (categoryapi/getcategories). */
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  /** The fares of the trip, keyed by category id; undefined until both places are chosen. */
  estimates: EstimateResponse | undefined;
  estimating: boolean;
  field: UseFormRegisterReturn<'categoryId'>;
  error: string | null;
}

export const CATEGORY_ERROR_ID = 'booking-category-error';
export const categoryInputId = (categoryId: number) => `booking-category-${categoryId}`;

/**
 * The category selector (a radio group): each of the city's categories with its estimated fare
 * (`trip_pay_amount` of the estimate, docs/product/data.md) once the trip is known, a skeleton while it is
 * being estimated. A category the trip has no fare for cannot be chosen.
 */
export function CategoryPicker(props: CategoryPickerProps) {
  const { categories, estimates, estimating, field, error } = props;
  const { t } = useTranslation('booking');
  const formatMoney = useFormatMoney();

  return (
    <fieldset
      className="panel booking-card"
      aria-describedby={error ? CATEGORY_ERROR_ID : 'booking-category-hint'}
      aria-busy={estimating || props.categoriesLoading}
    >
      <legend className="booking-card__title">{t('category.legend')}</legend>
      <p className="booking-card__hint" id="booking-category-hint">
        {estimates ? t('category.hint') : t('category.hintNoTrip')}
      </p>
      {props.categoriesLoading ? (
        <div role="status" aria-label={t('category.loading')} className="category-list">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton category-option__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <div className="category-list">
          {(categories ?? []).map((category) => {
            const estimate = estimates?.[String(category.category_id)];
            const unavailable = estimates !== undefined && !estimate;
            const id = categoryInputId(category.category_id);
            return (
              <div className="category-option" key={category.category_id}>
                <input
                  type="radio"
                  id={id}
                  value={String(category.category_id)}
                  disabled={unavailable}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? CATEGORY_ERROR_ID : undefined}
                  {...field}
                />
                <label htmlFor={id} className="category-option__label">
                  <span className="category-option__icon" aria-hidden="true">
                    <CategoryIcon name={category.icon} />
                  </span>
                  <span className="category-option__text">
                    <span className="category-option__name">{category.category_name}</span>
                    <span className="category-option__seats">
                      {t('category.seats', { count: category.seats })}
                    </span>
                  </span>
                  <span className="category-option__fare">
                    {estimating ? (
                      <span
                        className="skeleton category-option__fare-skeleton"
                        aria-hidden="true"
                      />
                    ) : estimate ? (
                      formatMoney(estimate.trip_pay_amount, estimate.currency)
                    ) : unavailable ? (
                      t('category.unavailable')
                    ) : null}
                  </span>
                </label>
              </div>
            );
          })}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {estimating ? t('category.estimating') : ''}
      </p>
      {error ? (
        <p className="form-field__error" id={CATEGORY_ERROR_ID}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
