import { languageOrDefault, type Language } from '@fairfare/contracts/languages';
import { fillPlaceholders } from '@fairfare/contracts/messages';

/**
 * Every text message the service sends (one-time codes, the ride for later's reminder and its
 * driver, the passenger of a ride booked for someone else, a shared ride), in each language the
 * site speaks. A text goes out in the language of the person it is about: the rider's own, the
 * booker's for their passenger. Placeholders are `{name}`; the values are put in as they are
 * (addresses, names and links are not translated). A code's text names its purpose, so that an
 * owner who also gets codes someone else asked for their phone for another purpose can tell which
 * one to type.
 */
const en = {
  'code.login': 'Your FairFare login code is {code}. It expires in 5 minutes.',
  'code.register': 'Your FairFare registration code is {code}. It expires in 5 minutes.',
  'code.driver': 'Your FairFare driver login code is {code}. It expires in 5 minutes.',
  'code.apply': 'Your FairFare driver application code is {code}. It expires in 5 minutes.',
  reminder: 'FairFare reminder: your ride from {from} is at {time}.',
  driverAssigned: 'FairFare: {driver} will drive your ride from {from} at {time}{car}.',
  aDriver: 'A driver',
  plate: 'plate {plate}',
  passenger:
    'FairFare: {booker} booked you a ride from {from} to {to}. {payment} Driver: {driver}{car}. ' +
    'Give the driver the code {otp} at the pickup. Follow the ride: {link}',
  passengerPaysCash: 'Fare {fare}: pay the driver in cash.',
  passengerPaidBy: 'Fare {fare}, paid by {booker}.',
  someone: 'Someone',
  yourDriver: 'Your driver',
  share: '{name} is sharing a FairFare ride with you. Follow it live: {link}',
  aRider: 'A FairFare rider',
} as const;

export type SmsKey = keyof typeof en;

const es: Record<SmsKey, string> = {
  'code.login': 'Tu código de inicio de sesión de FairFare es {code}. Caduca en 5 minutos.',
  'code.register': 'Tu código de registro de FairFare es {code}. Caduca en 5 minutos.',
  'code.driver': 'Tu código de acceso de conductor de FairFare es {code}. Caduca en 5 minutos.',
  'code.apply': 'Tu código de solicitud de conductor de FairFare es {code}. Caduca en 5 minutos.',
  reminder: 'Recordatorio de FairFare: tu viaje desde {from} es a las {time}.',
  driverAssigned: 'FairFare: {driver} hará tu viaje desde {from} a las {time}{car}.',
  aDriver: 'Un conductor',
  plate: 'matrícula {plate}',
  passenger:
    'FairFare: {booker} te reservó un viaje desde {from} hasta {to}. {payment} Conductor: {driver}{car}. ' +
    'Dale al conductor el código {otp} al subir. Sigue el viaje: {link}',
  passengerPaysCash: 'Tarifa {fare}: paga al conductor en efectivo.',
  passengerPaidBy: 'Tarifa {fare}, pagada por {booker}.',
  someone: 'Alguien',
  yourDriver: 'Tu conductor',
  share: '{name} comparte contigo un viaje de FairFare. Síguelo en directo: {link}',
  aRider: 'Un pasajero de FairFare',
};

const fr: Record<SmsKey, string> = {
  'code.login': 'Votre code de connexion FairFare est {code}. Il expire dans 5 minutes.',
  'code.register': 'Votre code d’inscription FairFare est {code}. Il expire dans 5 minutes.',
  'code.driver': 'Votre code de connexion chauffeur FairFare est {code}. Il expire dans 5 minutes.',
  'code.apply':
    'Votre code de candidature chauffeur FairFare est {code}. Il expire dans 5 minutes.',
  reminder: 'Rappel FairFare : votre course depuis {from} est à {time}.',
  driverAssigned: 'FairFare : {driver} assurera votre course depuis {from} à {time}{car}.',
  aDriver: 'Un chauffeur',
  plate: 'plaque {plate}',
  passenger:
    'FairFare : {booker} vous a réservé une course de {from} à {to}. {payment} Chauffeur : {driver}{car}. ' +
    'Donnez au chauffeur le code {otp} à la prise en charge. Suivez la course : {link}',
  passengerPaysCash: 'Tarif {fare} : payez le chauffeur en espèces.',
  passengerPaidBy: 'Tarif {fare}, payé par {booker}.',
  someone: 'Quelqu’un',
  yourDriver: 'Votre chauffeur',
  share: '{name} partage avec vous une course FairFare. Suivez-la en direct : {link}',
  aRider: 'Un passager FairFare',
};

export const SMS_TEMPLATES: Record<Language, Record<SmsKey, string>> = { en, es, fr };

/** The language a text is written in: the stored one when the site speaks it, else English. */
export function smsLanguage(stored: string | null | undefined): Language {
  return languageOrDefault(stored);
}

/** The text of `key` in `language` with its placeholders filled in. */
export function smsText(
  language: Language,
  key: SmsKey,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(SMS_TEMPLATES[language][key], params);
}

/** An amount in cents as a text writes it in `language`: "7.50 CAD", "7,50 CAD". */
export function smsAmount(language: Language, cents: number, currency: string): string {
  const figures = (cents / 100).toFixed(2);
  return `${language === 'en' ? figures : figures.replace('.', ',')} ${currency}`;
}
