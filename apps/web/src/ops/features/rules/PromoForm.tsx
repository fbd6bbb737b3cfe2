import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { PromoInput, StaffPromo } from '@fairfare/contracts/money-rules';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { keyedZodResolver } from '../../shared/keyedResolver';
import { useSavePromo, type StaffCategory } from './api';
import { asNumber, asNumberOrNull } from './numberField';
import { promoFormSchema, promoFormValues, type PromoFormValues } from './promoForm';
import { SaveOrCancel } from './SaveOrCancel';
import { useFormSave } from './useFormSave';
import { useTranslation } from 'react-i18next';

interface PromoFormProps {
  cityId: number;
  cityName: string;
  currency: string;
  /** null: a new promo. */
  promo: StaffPromo | null;
  categories: readonly StaffCategory[];
  /** An admin may make a promo of every city. */
  mayCoverEveryCity: boolean;
  onDone: (saved: StaffPromo) => void;
  onCancel: () => void;
}

/**
 * A promo code of the city: a percent (with an optional cap) or an amount off, when it is valid,
 * how often each rider may use it, for one category or all. Checked by the contracts' schema here
 * and by the service (a taken code, another city), whose message shows when it refuses.
 */
export function PromoForm(props: PromoFormProps) {
  const { cityId, cityName, currency, promo, categories, mayCoverEveryCity } = props;
  const { t } = useTranslation('ops');
  const save = useSavePromo();
  const saving = useFormSave(save, props.onDone);
  // a new promo starts on the day the form opened
  const [openedAt] = useState(() => Date.now());
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PromoFormValues, unknown, PromoInput>({
    resolver: keyedZodResolver(promoFormSchema(cityId)),
    defaultValues: promoFormValues(promo, openedAt, cityId),
  });
  const kind = useWatch({ control, name: 'promo_kind' });
  const onSubmit = handleSubmit(saving.send);
  const id = (name: string) => `promo-${promo?.promo_id ?? 'new'}-${name}`;

  return (
    <TitledForm
      className="ops-form"
      title={
        promo
          ? t('rules.promoTitle', { code: promo.promo_code })
          : t('rules.newPromoIn', { city: cityName })
      }
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <FormAlert>{saving.alert}</FormAlert>
      <TextField
        id={id('code')}
        label={t('rules.code')}
        hint={t('rules.codeHint')}
        autoComplete="off"
        error={errors.promo_code}
        {...register('promo_code')}
      />
      <SelectField id={id('kind')} label={t('rules.discount')} {...register('promo_kind')}>
        <option value="percent">{t('rules.percentOption')}</option>
        <option value="flat">{t('rules.flatOption')}</option>
      </SelectField>
      <TextField
        id={id('value')}
        label={kind === 'percent' ? t('rules.percentOff') : t('rules.amountOff', { currency })}
        type="number"
        inputMode="decimal"
        step={kind === 'percent' ? '1' : '0.01'}
        error={errors.promo_value}
        {...register('promo_value', { setValueAs: asNumber })}
      />
      {kind === 'percent' ? (
        <TextField
          id={id('cap')}
          label={t('rules.cap', { currency })}
          hint={t('rules.capHint')}
          type="number"
          inputMode="decimal"
          step="0.01"
          error={errors.max_discount}
          {...register('max_discount', { setValueAs: asNumberOrNull })}
        />
      ) : null}
      <TextField
        id={id('from')}
        label={t('rules.validFrom')}
        type="date"
        error={errors.valid_from}
        {...register('valid_from')}
      />
      <TextField
        id={id('to')}
        label={t('rules.validUntil')}
        type="date"
        error={errors.valid_to}
        {...register('valid_to')}
      />
      <TextField
        id={id('limit')}
        label={t('rules.usesPerRider')}
        hint={t('rules.usesHint')}
        type="number"
        inputMode="numeric"
        step="1"
        min={0}
        error={errors.per_user_limit}
        {...register('per_user_limit', { setValueAs: asNumber })}
      />
      <SelectField
        id={id('category')}
        label={t('applications.category')}
        {...register('category_id')}
      >
        <option value="">{t('rules.everyCategory')}</option>
        {categories.map((category) => (
          <option key={category.category_id} value={category.category_id}>
            {category.category_name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={id('desc')}
        label={t('rules.description')}
        error={errors.promo_desc}
        {...register('promo_desc')}
      />
      {mayCoverEveryCity ? (
        <label className="ops-choice">
          <input type="checkbox" {...register('every_city')} /> {t('rules.forEveryCity')}
        </label>
      ) : null}
      <label className="ops-choice">
        <input type="checkbox" {...register('is_active')} /> {t('rules.active')}
      </label>
      <SaveOrCancel sending={save.isPending} onCancel={props.onCancel}>
        {t('rules.savePromo')}
      </SaveOrCancel>
    </TitledForm>
  );
}
