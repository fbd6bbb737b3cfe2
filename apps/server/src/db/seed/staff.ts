import type { Insertable } from 'kysely';
import type { StaffRole } from '@fairfare/contracts/staff';
import type { StaffTable } from '../schema.ts';
import { LONDON_ON } from './cities.ts';

/**
 * The demo's staff, one per role (issue 30): the development sign-in the README documents. Only
 * the demo seed writes them, and the demo seed never runs in production unless SEED_DEMO=on.
 * Sign in at /ops with `<role>@fairfare.example`, DEMO_STAFF_PASSWORD, and the code of the
 * role's TOTP secret (`npm run staff -- code <email>` prints it).
 */
export const DEMO_STAFF_PASSWORD = 'fairfare-demo-staff';

export const demoStaffSecrets: Record<StaffRole, string> = {
  admin: 'JBSWY3DPEHPK3PXPADMINAAAAAAAAAAA',
  editor: 'JBSWY3DPEHPK3PXPEDITORAAAAAAAAAA',
  support: 'JBSWY3DPEHPK3PXPSUPPORTAAAAAAAAA',
  city: 'JBSWY3DPEHPK3PXPCITYAAAAAAAAAAAA',
};

export function demoStaffEmail(role: StaffRole): string {
  return `${role}@fairfare.example`;
}

const names: Record<StaffRole, string> = {
  admin: 'Ada Admin',
  editor: 'Eddie Editor',
  support: 'Sam Support',
  city: 'Cleo City',
};

/**
 * DEMO_STAFF_PASSWORD hashed once, as modules/staff/password.ts hashes (a fixed salt: it is a
 * published demo password). Written out so that the seed, below the modules, imports none of
 * them; password.test.ts checks that it still verifies.
 */
export const DEMO_STAFF_PASSWORD_HASH =
  'scrypt$32768$8$1$ZmFpcmZhcmUtZGVtby1zdA$wTjmZwpe4XyAh-i7kE3svkM09V_GXvQXKgVAPxTy_0w';

export function demoStaff(now: number): Array<Insertable<StaffTable>> {
  return (Object.keys(demoStaffSecrets) as StaffRole[]).map((role) => ({
    email: demoStaffEmail(role),
    name: names[role],
    role,
    city_ids: JSON.stringify(role === 'city' ? [LONDON_ON] : []),
    password_hash: DEMO_STAFF_PASSWORD_HASH,
    must_change_password: 0,
    totp_secret: demoStaffSecrets[role],
    created_at: now,
  }));
}
