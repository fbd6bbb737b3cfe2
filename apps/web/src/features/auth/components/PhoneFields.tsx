import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairfare/contracts/constants';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';

interface PhoneFieldsProps {
  idPrefix: string;
  countries: Country[];
  /** The country select (its value is the ISO code; several countries share +1). */
  country: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  countryError: FieldError | undefined;
  phoneError: FieldError | undefined;
}

function regionName(displayNames: Intl.DisplayNames | null, country: Country): string {
  try {
    return displayNames?.of(country.iso_code) ?? country.country_name;
  } catch {
    return country.country_name;
  }
}

/** Country code and phone number, side by side in a labelled group. */
export function PhoneFields(props: PhoneFieldsProps) {
  const { idPrefix, countries, country, phone, countryError, phoneError } = props;
  const { t, i18n } = useTranslation('auth');
  const countryId = `${idPrefix}-country`;
  const phoneId = `${idPrefix}-phone`;
  let displayNames: Intl.DisplayNames | null = null;
  try {
    displayNames = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
  } catch {
    displayNames = null;
  }
  return (
    <fieldset className="auth-phone">
      <legend className="auth-phone__legend">{t('fields.phoneGroup')}</legend>
      <div className="auth-phone__row">
        <SelectField
          id={countryId}
          label={t('fields.countryCode')}
          fieldClassName="auth-phone__country"
          error={countryError}
          autoComplete="tel-country-code"
          {...country}
        >
          {countries.map((c) => (
            <option key={c.iso_code} value={c.iso_code}>
              {`${regionName(displayNames, c)} (${c.phone_code})`}
            </option>
          ))}
        </SelectField>
        <TextField
          id={phoneId}
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          fieldClassName="auth-phone__number"
          error={phoneError}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-required="true"
          {...phone}
        />
      </div>
    </fieldset>
  );
}
