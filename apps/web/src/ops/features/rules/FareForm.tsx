import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  fareRuleInputSchema,
  type FareRuleInput,
  type FareRuleView,
} from '@fairfare/contracts/money-rules';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { keyedZodResolver } from '../../shared/keyedResolver';
import { useSaveFare } from './api';
import { asNumber, asNumberOrNull } from './numberField';
import { SaveOrCancel } from './SaveOrCancel';
import { useFormSave } from './useFormSave';
import { useTranslation } from 'react-i18next';

type FareValues = z.output<typeof fareRuleInputSchema>;

interface FareFormProps {
  cityName: string;
  currency: string;
  /** The rule as it is, or a new one's starting values. */
  fare: FareRuleView;
  onDone: (saved: FareRuleView) => void;
  onCancel: () => void;
}

/**
 * A category's fare in a city: base, per km, per minute, minimum and maximum (amounts in the
 * city's currency), the commission and the bid bounds (percents of the estimate). Checked by the
 * contracts' schema here and by the service, whose message shows when it refuses.
 */
export function FareForm({ cityName, currency, fare, onDone, onCancel }: FareFormProps) {
  const { t } = useTranslation('ops');
  const save = useSaveFare();
  const saving = useFormSave(save, onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FareRuleInput, unknown, FareValues>({
    resolver: keyedZodResolver(fareRuleInputSchema),
    defaultValues: {
      city_id: fare.city_id,
      category_id: fare.category_id,
      base_fare: fare.base_fare,
      per_km: fare.per_km,
      per_min: fare.per_min,
      min_fare: fare.min_fare,
      max_fare: fare.max_fare,
      commission_pct: fare.commission_pct,
      bid_floor_pct: fare.bid_floor_pct,
      bid_ceiling_pct: fare.bid_ceiling_pct,
    },
  });
  const onSubmit = handleSubmit(saving.send);
  const id = (name: string) => `fare-${fare.category_id}-${name}`;
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const;
  const percent = { type: 'number', inputMode: 'numeric', step: '1' } as const;

  return (
    <TitledForm
      className="ops-form"
      title={t('rules.fareTitle', { category: fare.category_name, city: cityName })}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <FormAlert>{saving.alert}</FormAlert>
      <TextField
        id={id('base')}
        label={t('rules.baseFare', { currency })}
        error={errors.base_fare}
        {...money}
        {...register('base_fare', { setValueAs: asNumber })}
      />
      <TextField
        id={id('per-km')}
        label={t('rules.perKmIn', { currency })}
        error={errors.per_km}
        {...money}
        {...register('per_km', { setValueAs: asNumber })}
      />
      <TextField
        id={id('per-min')}
        label={t('rules.perMinIn', { currency })}
        error={errors.per_min}
        {...money}
        {...register('per_min', { setValueAs: asNumber })}
      />
      <TextField
        id={id('min')}
        label={t('rules.minFare', { currency })}
        error={errors.min_fare}
        {...money}
        {...register('min_fare', { setValueAs: asNumber })}
      />
      <TextField
        id={id('max')}
        label={t('rules.maxFare', { currency })}
        hint={t('rules.maxFareHint')}
        error={errors.max_fare}
        {...money}
        {...register('max_fare', { setValueAs: asNumberOrNull })}
      />
      <TextField
        id={id('commission')}
        label={t('rules.commission')}
        error={errors.commission_pct}
        {...percent}
        {...register('commission_pct', { setValueAs: asNumber })}
      />
      <TextField
        id={id('floor')}
        label={t('rules.floor')}
        hint={t('rules.floorHint')}
        error={errors.bid_floor_pct}
        {...percent}
        {...register('bid_floor_pct', { setValueAs: asNumber })}
      />
      <TextField
        id={id('ceiling')}
        label={t('rules.ceiling')}
        hint={t('rules.ceilingHint')}
        error={errors.bid_ceiling_pct}
        {...percent}
        {...register('bid_ceiling_pct', { setValueAs: asNumber })}
      />
      <SaveOrCancel sending={save.isPending} onCancel={onCancel}>
        {t('rules.saveFare')}
      </SaveOrCancel>
    </TitledForm>
  );
}
