import type { Insertable } from 'kysely';
import type { UsersTable } from '../schema.ts';

/** The demo rider: log in with +1 519 555 0100 (the one-time code goes to the dev SMS outbox). */
export const demoRider: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'> = {
  first_name: 'Demo',
  last_name: 'Rider',
  phone_code: '+1',
  phone: '5195550100',
  email: 'demo@fairfare.example',
  language: 'en',
  u_wallet: 2500,
  stripe_customer_id: null,
};
