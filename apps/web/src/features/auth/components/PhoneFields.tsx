import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairfare/contracts/constants';
import { regionText } from '../../../shared/intl/intlText';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';

/**
 * The fields of PhoneFields in the login and registration forms. The calling code is not one of
 * them: it is the picked country's (`phoneCodeOf`), read when the form is sent, so that a country
 * picked before the page's script ran counts too (decision 069). The service's errors about the
 * code show under the country select.
 */
export interface PhoneValues {
  /** The picked country's ISO code (several countries share +1). */
  country: string;
  phone: string;
}

interface PhoneFieldsProps {
  idPrefix: string;
  countries: Country[];
}

/** The country's name in the interface language, else as the service names it. */
function regionName(language: string, country: Country): string {
  try {
    return regionText(language, country.iso_code) ?? country.country_name;
  } catch {
    return country.country_name;
  }
}

/** Country code and phone number of the form around them, side by side in a labelled group. */
export function PhoneFields(props: PhoneFieldsProps) {
  const { idPrefix, countries } = props;
  const { t, i18n } = useTranslation('auth');
  const {
    register,
    formState: { errors },
  } = useFormContext<PhoneValues>();
  const countryId = `${idPrefix}-country`;
  const phoneId = `${idPrefix}-phone`;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <fieldset className="auth-phone">
      <legend className="auth-phone__legend">{t('fields.phoneGroup')}</legend>
      <div className="auth-phone__row">
        <SelectField
          id={countryId}
          label={t('fields.countryCode')}
          fieldClassName="auth-phone__country"
          error={errors.country}
          autoComplete="tel-country-code"
          {...register('country')}
        >
          {countries.map((c) => (
            <option key={c.iso_code} value={c.iso_code}>
              {`${regionName(language, c)} (${c.phone_code})`}
            </option>
          ))}
        </SelectField>
        <TextField
          id={phoneId}
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          fieldClassName="auth-phone__number"
          error={errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-required="true"
          {...register('phone')}
        />
      </div>
    </fieldset>
  );
}
