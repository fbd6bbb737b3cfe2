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
      title={`Category ${category.category_name}`}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <FormAlert>{saving.alert}</FormAlert>
      <TextField
        id={id('name')}
        label="Name"
        error={errors.category_name}
        {...register('category_name')}
      />
      <TextField
        id={id('desc')}
        label="Description"
        error={errors.category_desc}
        {...register('category_desc')}
      />
      <TextField
        id={id('seats')}
        label="Seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        error={errors.seats}
        {...register('seats', { setValueAs: asNumber })}
      />
      <TextField
        id={id('order')}
        label="Place in the list"
        hint="Lower comes first."
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.sort_order}
        {...register('sort_order', { setValueAs: asNumber })}
      />
      <label className="ops-choice">
        <input type="checkbox" {...register('is_active')} /> Offered to riders
      </label>
      <SaveOrCancel sending={save.isPending} onCancel={onCancel}>
        Save category
      </SaveOrCancel>
    </TitledForm>
  );
}
