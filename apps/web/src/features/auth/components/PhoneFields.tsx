import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairfare/contracts/constants';
import { fieldProps } from '../../../shared/ui/form/fieldProps';
import { FieldErrorText } from '../../../shared/ui/form/FieldErrorText';

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
        <div className="form-field auth-phone__country">
          <label htmlFor={countryId}>{t('fields.countryCode')}</label>
          <select
            autoComplete="tel-country-code"
            {...fieldProps(countryId, countryError)}
            {...country}
          >
            {countries.map((c) => (
              <option key={c.iso_code} value={c.iso_code}>
                {`${regionName(displayNames, c)} (${c.phone_code})`}
              </option>
            ))}
          </select>
          <FieldErrorText id={countryId} error={countryError} />
        </div>
        <div className="form-field auth-phone__number">
          <label htmlFor={phoneId}>{t('fields.phone')}</label>
          <p className="form-field__hint" id={`${phoneId}-hint`}>
            {t('fields.phoneHint')}
          </p>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required="true"
            {...fieldProps(phoneId, phoneError, true)}
            {...phone}
          />
          <FieldErrorText id={phoneId} error={phoneError} />
        </div>
      </div>
    </fieldset>
  );
}
