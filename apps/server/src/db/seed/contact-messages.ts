import type { Insertable } from 'kysely';
import type { ContactMessagesTable } from '../schema.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A few messages from the contact form, so that a new operator of the demo finds the back
 * office's inbox at work (issue 30): open and unread, in the three languages riders write in.
 * Demo seed only, like everything here; the addresses are the documentation ones
 * (example.com, 192.0.2.0/24).
 */
export const demoContactMessages = [
  {
    language: 'es',
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@example.com',
    phone: '',
    message:
      'Hola: ¿se puede pagar en efectivo un viaje reservado para más tarde? El sábado quiero ir ' +
      'temprano al aeropuerto y no tengo tarjeta de crédito. ¡Gracias!',
    hoursAgo: 50,
  },
  {
    language: 'fr',
    name: 'Étienne Moreau',
    email: 'etienne.moreau@example.com',
    phone: '+1 519 555 0177',
    message:
      'Bonjour, j’ai l’impression d’avoir été débité deux fois pour ma course d’hier soir entre ' +
      'la gare VIA Rail et Western University. Pouvez-vous vérifier et rembourser le double ' +
      'paiement ? Merci beaucoup.',
    hoursAgo: 20,
  },
  {
    language: 'en',
    name: 'Priya Natarajan',
    email: 'priya.natarajan@example.com',
    phone: '+1 519 555 0142',
    message:
      'Hello! I left a blue umbrella on the back seat of my ride from Masonville Place this ' +
      'afternoon. Could you ask the driver whether it is still in the car? Thank you.',
    hoursAgo: 3,
  },
] as const;

/** The demo's messages, oldest first (the inbox lists the newest first), hung off `now`. */
export function contactMessages(now: number): Array<Insertable<ContactMessagesTable>> {
  return demoContactMessages.map(({ language: _written, hoursAgo, ...sent }, i) => ({
    ...sent,
    ip: `192.0.2.${10 + i}`,
    created_at: now - hoursAgo * HOUR,
    read_at: null,
    assigned_staff_id: null,
    handled_at: null,
  }));
}
