import { useFormContext } from 'react-hook-form';
import { TextField } from './TextField';
import './form.css';

/** The fields of PersonFields, as the contracts name them (registration and profile). */
export interface PersonValues {
  first_name: string;
  last_name: string;
  email?: string | null;
}

type PersonLabel = 'firstName' | 'lastName' | 'email';

const NAMES = [
  { name: 'first_name', id: 'first-name', label: 'firstName', autoComplete: 'given-name' },
  { name: 'last_name', id: 'last-name', label: 'lastName', autoComplete: 'family-name' },
] as const;

/**
 * First and last name side by side (both required), then the optional e-mail, of the
 * react-hook-form form around them (a FormProvider). Ids are `${idPrefix}-first-name`,
 * `-last-name` and `-email`; `label` gives each field's label in the caller's namespace.
 */
export function PersonFields(props: { idPrefix: string; label: (field: PersonLabel) => string }) {
  const { idPrefix, label } = props;
  const {
    register,
    formState: { errors },
  } = useFormContext<PersonValues>();
  return (
    <>
      <div className="form-field-pair">
        {NAMES.map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.id}`}
            label={label(field.label)}
            type="text"
            autoComplete={field.autoComplete}
            aria-required="true"
            error={errors[field.name]}
            {...register(field.name)}
          />
        ))}
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label={label('email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...register('email')}
      />
    </>
  );
}
