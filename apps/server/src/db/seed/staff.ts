import type { Insertable } from 'kysely';
import type { StaffRole } from '@fairfare/contracts/staff';
import { hashPassword } from '../../modules/staff/password.ts';
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

export async function demoStaff(now: number): Promise<Array<Insertable<StaffTable>>> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  return (Object.keys(demoStaffSecrets) as StaffRole[]).map((role) => ({
    email: demoStaffEmail(role),
    name: names[role],
    role,
    city_ids: JSON.stringify(role === 'city' ? [LONDON_ON] : []),
    password_hash: passwordHash,
    must_change_password: 0,
    totp_secret: demoStaffSecrets[role],
    created_at: now,
  }));
}
