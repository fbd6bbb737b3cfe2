import { useTranslation } from 'react-i18next';
import type { Category } from '@fairfare/contracts/categories';
import type { City } from '@fairfare/contracts/cities';
import type { Draft, SetDraftField } from './applicationDraft';
import { Field, Select } from './StepFields';
import { APPLY_KEY } from './texts';

interface AboutYouStepProps {
  draft: Draft;
  set: SetDraftField;
  cities: City[];
  /** The chosen city's categories (none before a city is chosen). */
  categories: Category[];
  categoriesLoading: boolean;
}

/** The applicant's name, the city they will drive in and the category of ride. */
export function AboutYouStep({
  draft,
  set,
  cities,
  categories,
  categoriesLoading,
}: AboutYouStepProps) {
  const { t } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  return (
    <>
      <Field label={t('you.name')} value={draft.name} onChange={set('name')} autoComplete="name" />
      <Select label={t('you.city')} value={draft.city_id} onChange={set('city_id')}>
        <option value="">{t('you.cityChoose')}</option>
        {cities.map((city) => (
          <option key={city.city_id} value={city.city_id}>
            {city.city_name}
          </option>
        ))}
      </Select>
      <Select label={t('you.category')} value={draft.category_id} onChange={set('category_id')}>
        <option value="">
          {categoriesLoading ? t('you.categoriesLoading') : t('you.categoryChoose')}
        </option>
        {categories.map((category) => (
          <option key={category.category_id} value={category.category_id}>
            {category.category_name}
          </option>
        ))}
      </Select>
    </>
  );
}
