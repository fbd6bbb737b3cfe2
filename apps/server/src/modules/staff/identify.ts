import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPS_COOKIE, type StaffRole } from '@fairfare/contracts/staff';
import type { SignedInStaff } from '../../http/access.ts';
import { cityIdsOf } from './mapping.ts';
import { staffOfToken } from './service.ts';

// The type lives with the access hook, which sets request.staff; the staff module fills it.
export type { SignedInStaff };

/**
 * The staff member the back office's cookie proves, or null. Only `ff_ops` is read: no api_key,
 * no rider or driver cookie ever reaches a staff endpoint.
 */
export async function resolveStaff(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SignedInStaff | null> {
  const token = request.cookies[OPS_COOKIE];
  if (!token) return null;
  const row = await staffOfToken(app.db, token);
  if (!row) return null;
  return {
    staffId: row.staff_id,
    role: row.role as StaffRole,
    email: row.email,
    cityIds: cityIdsOf(row),
  };
}
