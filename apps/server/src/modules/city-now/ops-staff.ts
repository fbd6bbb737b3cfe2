import type { FastifyInstance } from 'fastify';
import { OPS_COOKIE } from '@fairfare/contracts/staff';
import { scopeOfStaff } from '../city-rules/scope.ts';
import { cityIdsOf } from '../staff/mapping.ts';
import { isStaffSessionLive, staffOfToken } from '../staff/service.ts';
import type { SessionStillLive, StaffOfHandshake } from './ops-namespace.ts';

/** Roles that may watch the live view (issue 30 "Now"). */
const WATCHERS = new Set(['support', 'city', 'admin']);

/**
 * The staff member a socket handshake's back-office cookie (`ff_ops`) proves, when their role may
 * watch the live view; rider and driver cookies are never read here.
 */
export function staffOfHandshake(app: FastifyInstance): StaffOfHandshake {
  return async (cookieHeader) => {
    if (!cookieHeader) return null;
    const token = app.parseCookie(cookieHeader)[OPS_COOKIE];
    if (!token) return null;
    const row = await staffOfToken(app.db, token);
    if (!row || !WATCHERS.has(row.role)) return null;
    return {
      staffId: row.staff_id,
      scope: scopeOfStaff({ role: row.role, cityIds: cityIdsOf(row) }),
    };
  };
}

/** Whether the back-office session a socket was opened with is still live (ended, idle, disabled). */
export function staffSessionStillLive(app: FastifyInstance): SessionStillLive {
  return async (cookieHeader) => {
    const token = cookieHeader ? app.parseCookie(cookieHeader)[OPS_COOKIE] : undefined;
    return token ? isStaffSessionLive(app.db, token) : false;
  };
}
