import { languageOrDefault, type Language } from '@fairfare/contracts/languages';
import { fillPlaceholders } from '@fairfare/contracts/messages';

/**
 * The notifications' words, in each language the site speaks (decision 059): a device's
 * notifications are written in the language it subscribed with. Placeholders are `{name}`;
 * addresses and names go in as they are.
 */
const en = {
  'driver.request.title': 'New ride request',
  'driver.request.body': '{from} → {to} · {fare}',
  'driver.countered.title': 'Counter-offer',
  'driver.countered.body': 'The rider answered your offer with a counter-offer.',
  'driver.accepted.title': 'Offer accepted',
  'driver.accepted.body': 'Pick up {rider} at {from}.',
  'driver.accepted.bodyLater': 'Booked: pick up {rider} at {from} at the time set.',
  'driver.cancelled.title': 'Ride cancelled',
  'driver.cancelled.byRider': 'The rider cancelled the ride.',
  'driver.cancelled.share': 'The rider cancelled the ride. Your share of the fee: {share}.',
  'driver.cancelled.byStaff': 'Support cancelled the ride.',
  'rider.offer.title': 'New offer',
  'rider.offer.body': '{driver} offers {fare}.',
  'rider.assigned.title': 'Driver assigned',
  'rider.assigned.body': '{driver} is on the way{car}.',
  'rider.arrived.title': 'Your driver has arrived',
  'rider.arrived.body': '{driver} is waiting at the pickup{car}.',
  aRider: 'the rider',
  aDriver: 'A driver',
  car: ' ({car})',
} as const;

export type PushTextKey = keyof typeof en;

const es: Record<PushTextKey, string> = {
  'driver.request.title': 'Nueva solicitud de viaje',
  'driver.request.body': '{from} → {to} · {fare}',
  'driver.countered.title': 'Contraoferta',
  'driver.countered.body': 'El pasajero respondió a tu oferta con una contraoferta.',
  'driver.accepted.title': 'Oferta aceptada',
  'driver.accepted.body': 'Recoge a {rider} en {from}.',
  'driver.accepted.bodyLater': 'Reservado: recoge a {rider} en {from} a la hora fijada.',
  'driver.cancelled.title': 'Viaje cancelado',
  'driver.cancelled.byRider': 'El pasajero canceló el viaje.',
  'driver.cancelled.share':
    'El pasajero canceló el viaje. Tu parte de la tarifa de cancelación: {share}.',
  'driver.cancelled.byStaff': 'Soporte canceló el viaje.',
  'rider.offer.title': 'Nueva oferta',
  'rider.offer.body': '{driver} ofrece {fare}.',
  'rider.assigned.title': 'Conductor asignado',
  'rider.assigned.body': '{driver} va en camino{car}.',
  'rider.arrived.title': 'Tu conductor ha llegado',
  'rider.arrived.body': '{driver} te espera en el punto de recogida{car}.',
  aRider: 'el pasajero',
  aDriver: 'Un conductor',
  car: ' ({car})',
};

const fr: Record<PushTextKey, string> = {
  'driver.request.title': 'Nouvelle demande de course',
  'driver.request.body': '{from} → {to} · {fare}',
  'driver.countered.title': 'Contre-offre',
  'driver.countered.body': 'Le passager a répondu à votre offre par une contre-offre.',
  'driver.accepted.title': 'Offre acceptée',
  'driver.accepted.body': 'Prenez {rider} en charge à {from}.',
  'driver.accepted.bodyLater': 'Réservée : prenez {rider} en charge à {from} à l’heure prévue.',
  'driver.cancelled.title': 'Course annulée',
  'driver.cancelled.byRider': 'Le passager a annulé la course.',
  'driver.cancelled.share':
    'Le passager a annulé la course. Votre part des frais d’annulation : {share}.',
  'driver.cancelled.byStaff': 'Le support a annulé la course.',
  'rider.offer.title': 'Nouvelle offre',
  'rider.offer.body': '{driver} propose {fare}.',
  'rider.assigned.title': 'Chauffeur attribué',
  'rider.assigned.body': '{driver} est en route{car}.',
  'rider.arrived.title': 'Votre chauffeur est arrivé',
  'rider.arrived.body': '{driver} vous attend au point de prise en charge{car}.',
  aRider: 'le passager',
  aDriver: 'Un chauffeur',
  car: ' ({car})',
};

export const PUSH_TEXTS: Record<Language, Record<PushTextKey, string>> = { en, es, fr };

/** The language a device's notifications are written in: the stored one, else English. */
export function pushLanguage(stored: string | null | undefined): Language {
  return languageOrDefault(stored);
}

/** A notification's text in `language`, its `{name}` placeholders filled. */
export function pushText(
  language: Language,
  key: PushTextKey,
  values: Record<string, string> = {},
): string {
  return fillPlaceholders(PUSH_TEXTS[language][key], values);
}

/** An amount in its currency, written the language's way (CA$12.00, 12,00 $CA). */
export function pushMoney(language: Language, amount: number, currency: string): string {
  try {
    // the language alone, as the apps write amounts (shared/hooks/useFormatMoney.ts)
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // a currency code Intl does not know: the figure and the code
    return `${amount.toFixed(2)} ${currency}`;
  }
}
