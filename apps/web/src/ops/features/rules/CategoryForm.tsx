import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { categoryInputSchema, type CategoryInput } from '@fairfare/contracts/money-rules';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { keyedZodResolver } from '../../shared/keyedResolver';
import { useSaveCategory, type StaffCategory } from './api';
import { asNumber } from './numberField';
import { SaveOrCancel } from './SaveOrCancel';
import { useFormSave } from './useFormSave';
import { useTranslation } from 'react-i18next';

type CategoryValues = z.output<typeof categoryInputSchema>;

/** A category's name, description, seats, place in the list, and whether it is offered (admin). */
export function CategoryForm({
  category,
  onDone,
  onCancel,
}: {
  category: StaffCategory;
  onDone: (saved: CategoryValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const save = useSaveCategory();
  const saving = useFormSave(save, onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryInput, unknown, CategoryValues>({
    resolver: keyedZodResolver(categoryInputSchema),
    defaultValues: category,
  });
  const onSubmit = handleSubmit(saving.send);
  const id = (name: string) => `category-${category.category_id}-${name}`;
  return (
    <TitledForm
      className="ops-form"
      title={t('rules.categoryTitle', { name: category.category_name })}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <FormAlert>{saving.alert}</FormAlert>
      <TextField
        id={id('name')}
        label={t('drivers.name')}
        error={errors.category_name}
        {...register('category_name')}
      />
      <TextField
        id={id('desc')}
        label={t('rules.description')}
        error={errors.category_desc}
        {...register('category_desc')}
      />
      <TextField
        id={id('seats')}
        label={t('rules.seats')}
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        error={errors.seats}
        {...register('seats', { setValueAs: asNumber })}
      />
      <TextField
        id={id('order')}
        label={t('rules.order')}
        hint={t('rules.orderHint')}
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.sort_order}
        {...register('sort_order', { setValueAs: asNumber })}
      />
      <label className="ops-choice">
        <input type="checkbox" {...register('is_active')} /> {t('rules.offeredToRiders')}
      </label>
      <SaveOrCancel sending={save.isPending} onCancel={onCancel}>
        {t('rules.saveCategory')}
      </SaveOrCancel>
    </TitledForm>
  );
}
