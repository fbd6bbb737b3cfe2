import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  addStaffRequestSchema,
  STAFF_ROLES,
  type AddStaffRequest,
  type NewStaff,
} from '@fairfare/contracts/staff';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { useAddStaff } from './api';
import { useTranslation } from 'react-i18next';

type AddStaffValues = z.output<typeof addStaffRequestSchema>;
type AddStaffForm = Omit<AddStaffRequest, 'city_ids'> & { city_ids: string };

/** "14, 15" → [14, 15]; anything not a whole number is left for the schema to refuse. */
export function cityIdsOf(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/** An admin adds a staff member; their one-time password and authenticator secret show once. */
export function AddStaffForm() {
  const { t } = useTranslation('ops');
  const addStaff = useAddStaff();
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<NewStaff | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddStaffForm, unknown, AddStaffValues>({
    resolver: zodResolver(addStaffRequestSchema) as never,
    defaultValues: { email: '', name: '', role: 'support', city_ids: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    addStaff.mutate(values, {
      onSuccess: (answer) => {
        setCreated(answer);
        reset();
      },
      onError: (error) => setAlert(errorText(error)),
    });
  });

  return (
    <>
      <TitledForm
        className="ops-form"
        title={t('staff.addTitle')}
        busy={addStaff.isPending}
        onSubmit={onSubmit}
      >
        <FormAlert>{alert}</FormAlert>
        <TextField
          id="staff-email"
          label={t('staff.email')}
          type="email"
          error={errors.email}
          {...register('email')}
        />
        <TextField
          id="staff-name"
          label={t('staff.name')}
          error={errors.name}
          {...register('name')}
        />
        <SelectField
          id="staff-role"
          label={t('staff.role')}
          error={errors.role}
          {...register('role')}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="staff-cities"
          label={t('staff.cityIds')}
          hint={t('staff.cityIdsHint')}
          error={errors.city_ids as never}
          {...register('city_ids', { setValueAs: (v: string) => cityIdsOf(v) })}
        />
        <SubmitButton className="button button--primary" sending={addStaff.isPending}>
          {t('staff.add')}
        </SubmitButton>
      </TitledForm>
      {created ? (
        <section className="ops-secret" aria-labelledby="new-staff-title">
          <h3 id="new-staff-title">{t('staff.added', { email: created.staff.email })}</h3>
          <p>{t('staff.secretNote')}</p>
          <dl>
            <dt>{t('staff.oneTimePassword')}</dt>
            <dd>
              <code>{created.one_time_password}</code>
            </dd>
            <dt>{t('staff.totpSecret')}</dt>
            <dd>
              <code>{created.totp_secret}</code>
            </dd>
            <dt>{t('staff.totpUri')}</dt>
            <dd>
              <code className="ops-wrap">{created.otpauth_uri}</code>
            </dd>
          </dl>
        </section>
      ) : null}
    </>
  );
}
