import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { OPS_COOKIE, STAFF_ROLES, opsPaths, type StaffRole } from '@fairfare/contracts/staff';
import { DEMO_STAFF_PASSWORD, demoStaffEmail, demoStaffSecrets } from '../../src/db/seed/staff.ts';
import { totpCode } from '../../src/modules/staff/totp.ts';

export interface StaffSession {
  staffId: number;
  /** The `ff_ops` cookie as a Cookie header value. */
  cookie: string;
}

export function opsCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === OPS_COOKIE && c.value !== '');
  if (!cookie) throw new Error('no back-office cookie was set');
  return `${OPS_COOKIE}=${cookie.value}`;
}

/** Signs in the demo seed's staff member of `role` (password + TOTP) through the real API. */
export async function signInStaff(app: FastifyInstance, role: StaffRole): Promise<StaffSession> {
  const res = await app.inject({
    method: 'POST',
    url: API_BASE + opsPaths.signIn,
    payload: {
      email: demoStaffEmail(role),
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(demoStaffSecrets[role]),
    },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in (${role}) failed: ${res.body}`);
  return { staffId: res.json().response.staff.staff_id, cookie: opsCookieOf(res) };
}

/** A signed-in session of every role. */
export async function signInEveryRole(
  app: FastifyInstance,
): Promise<Record<StaffRole, StaffSession>> {
  const sessions = {} as Record<StaffRole, StaffSession>;
  for (const role of STAFF_ROLES) sessions[role] = await signInStaff(app, role);
  return sessions;
}

/** A staff call through the real API. */
export function staffCall(
  app: FastifyInstance,
  session: StaffSession | null,
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: session ? { cookie: session.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
