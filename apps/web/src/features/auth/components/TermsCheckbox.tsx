import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldProps } from '../../../shared/ui/form/fieldProps';
import { FieldErrorText } from '../../../shared/ui/form/FieldErrorText';
import { TaggedText } from '../../../shared/ui/TaggedText';

const termsId = 'register-terms';

/** The registration's required "I accept the terms and the privacy policy" box, with its error. */
export function TermsCheckbox() {
  const { t } = useTranslation('auth');
  const {
    register,
    formState: { errors },
  } = useFormContext<{ accept_terms: boolean }>();
  return (
    <>
      <div className="auth-terms">
        <input
          type="checkbox"
          aria-required="true"
          {...fieldProps(termsId, errors.accept_terms)}
          {...register('accept_terms')}
        />
        <label htmlFor={termsId}>
          <TaggedText
            text={t('fields.terms')}
            parts={{
              terms: <Link to="/term-condition" />,
              privacy: <Link to="/privacy-policy" />,
            }}
          />
        </label>
      </div>
      <FieldErrorText id={termsId} error={errors.accept_terms} />
    </>
  );
}
