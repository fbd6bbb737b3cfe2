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
      title={promo ? `Promo ${promo.promo_code}` : `New promo in ${cityName}`}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <FormAlert>{saving.alert}</FormAlert>
      <TextField
        id={id('code')}
        label="Code"
        hint="3 to 20 letters or digits; riders type it in any case."
        autoComplete="off"
        error={errors.promo_code}
        {...register('promo_code')}
      />
      <SelectField id={id('kind')} label="Discount" {...register('promo_kind')}>
        <option value="percent">A percent of the fare</option>
        <option value="flat">An amount off</option>
      </SelectField>
      <TextField
        id={id('value')}
        label={kind === 'percent' ? 'Percent off' : `Amount off (${currency})`}
        type="number"
        inputMode="decimal"
        step={kind === 'percent' ? '1' : '0.01'}
        error={errors.promo_value}
        {...register('promo_value', { setValueAs: asNumber })}
      />
      {kind === 'percent' ? (
        <TextField
          id={id('cap')}
          label={`Largest discount (${currency})`}
          hint="Leave empty for no cap."
          type="number"
          inputMode="decimal"
          step="0.01"
          error={errors.max_discount}
          {...register('max_discount', { setValueAs: asNumberOrNull })}
        />
      ) : null}
      <TextField
        id={id('from')}
        label="Valid from"
        type="date"
        error={errors.valid_from}
        {...register('valid_from')}
      />
      <TextField
        id={id('to')}
        label="Valid until (inclusive)"
        type="date"
        error={errors.valid_to}
        {...register('valid_to')}
      />
      <TextField
        id={id('limit')}
        label="Uses per rider"
        hint="0: no limit."
        type="number"
        inputMode="numeric"
        step="1"
        min={0}
        error={errors.per_user_limit}
        {...register('per_user_limit', { setValueAs: asNumber })}
      />
      <SelectField id={id('category')} label="Category" {...register('category_id')}>
        <option value="">Every category</option>
        {categories.map((category) => (
          <option key={category.category_id} value={category.category_id}>
            {category.category_name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={id('desc')}
        label="Description"
        error={errors.promo_desc}
        {...register('promo_desc')}
      />
      {mayCoverEveryCity ? (
        <label className="ops-choice">
          <input type="checkbox" {...register('every_city')} /> For every city
        </label>
      ) : null}
      <label className="ops-choice">
        <input type="checkbox" {...register('is_active')} /> Active
      </label>
      <SaveOrCancel sending={save.isPending} onCancel={props.onCancel}>
        Save promo
      </SaveOrCancel>
    </TitledForm>
  );
}
