import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '@fairfare/contracts/languages';
import {
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type User,
} from '@fairfare/contracts/users';
import { ApiError } from '../../../shared/api/client';
import { changeLanguage, translateApiMessage } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { PersonFields } from '../../../shared/ui/form/PersonFields';
import { SelectField } from '../../../shared/ui/form/TextField';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TitledForm } from '../../../shared/ui/form/TitledForm';

type ProfileValues = z.output<typeof updateProfileRequestSchema>;

const SERVER_FIELD: Partial<Record<string, keyof UpdateProfileRequest>> = {
  'validation.firstNameRequired': 'first_name',
  'validation.lastNameRequired': 'last_name',
  'validation.nameTooLong': 'first_name',
  'validation.emailInvalid': 'email',
  'validation.languageInvalid': 'language',
};

function formValues(user: User): UpdateProfileRequest {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    language: user.language,
  };
}

/**
 * Edits the rider's names, e-mail and preferred language with the service's own rules. A new
 * language is saved to the account and to the session value `language`, and the interface
 * switches to it at once.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [alert, setAlert] = useState<string | null>(null);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileRequest, unknown, ProfileValues>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: formValues(user),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    update.mutate(
      { ...values, email: values.email ?? '' },
      {
        onSuccess: async (saved) => {
          reset(formValues(saved));
          await changeLanguage(saved.language);
          // (this render's `t` is bound to the language it was rendered in)
          toast.success(t('profile.updated', { ns: 'messages', lng: saved.language }));
        },
        onError: (error) => {
          const field = error instanceof ApiError && error.code ? SERVER_FIELD[error.code] : null;
          if (field && error instanceof ApiError && error.code) {
            setError(field, { type: 'server', message: error.code }, { shouldFocus: true });
            return;
          }
          setAlert(
            error instanceof ApiError
              ? translateApiMessage(error.code, error.message, error.params)
              : t('error.internal', { ns: 'messages' }),
          );
        },
      },
    );
  });

  const saving = update.isPending;
  return (
    <FormProvider {...form}>
      <TitledForm
        className="panel profile-card profile-form"
        title={t('edit.title')}
        busy={saving}
        onSubmit={onSubmit}
      >
        <FormAlert>{alert}</FormAlert>
        <PersonFields idPrefix="profile" label={(field) => t(`edit.${field}`)} />
        <SelectField
          id="profile-language"
          label={t('edit.language')}
          hint={t('edit.languageHint')}
          error={errors.language}
          {...register('language')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.names.${language}`, { ns: 'common' })}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary profile-submit" disabled={saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </button>
      </TitledForm>
    </FormProvider>
  );
}
