import { useId } from 'react';

/** The texts of the phone-and-code fields, in the screen's own words. */
export interface PhoneCodeTexts {
  countryCode: string;
  number: string;
  code: string;
  /** Said once the code went out, naming the number it went to. */
  codeSent: (phone: string) => string;
}

interface PhoneCodeFieldsProps {
  phoneCode: string;
  phone: string;
  code: string;
  /** The code went out: the number is fixed and the code field shows. */
  sent: boolean;
  onPhoneCode: (value: string) => void;
  onPhone: (value: string) => void;
  onCode: (value: string) => void;
  texts: PhoneCodeTexts;
}

/**
 * A phone number (country code and number) and, once a code was texted to it, the code's field:
 * the driver's sign-in and the application to drive both prove a phone this way.
 */
export function PhoneCodeFields(props: PhoneCodeFieldsProps) {
  const { phoneCode, phone, code, sent, texts } = props;
  const ids = { code: useId(), phone: useId(), sms: useId() };
  return (
    <>
      <div className="drive-phone">
        <div className="drive-field drive-field--code">
          <label htmlFor={ids.code}>{texts.countryCode}</label>
          <input
            id={ids.code}
            inputMode="tel"
            autoComplete="tel-country-code"
            value={phoneCode}
            disabled={sent}
            onChange={(event) => props.onPhoneCode(event.target.value)}
          />
        </div>
        <div className="drive-field">
          <label htmlFor={ids.phone}>{texts.number}</label>
          <input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            disabled={sent}
            onChange={(event) => props.onPhone(event.target.value)}
          />
        </div>
      </div>
      {sent ? (
        <div className="drive-field">
          <label htmlFor={ids.sms}>{texts.code}</label>
          <input
            id={ids.sms}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => props.onCode(event.target.value.replace(/\D/g, ''))}
          />
          <p className="drive-hint" role="status">
            {texts.codeSent(`${phoneCode} ${phone}`)}
          </p>
        </div>
      ) : null}
    </>
  );
}
