import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import { resolveDriver } from '../modules/drivers/identify.ts';
import { resolveApplicant } from '../modules/drivers/applications/identify.ts';
import { resolveStaff, type SignedInStaff } from '../modules/staff/identify.ts';
import { resolveRider } from '../modules/auth/identify.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The rider a `rider` endpoint acts for (set by the access hook). */
    riderId: number;
    /** The driver a `driver` endpoint acts for (set by the access hook). */
    driverId: number;
    /** The application an `applicant` endpoint acts on (set by the access hook). */
    applicationId: number;
    /** The staff member a `staff` endpoint acts for (set by the access hook). */
    staff: SignedInStaff | null;
  }
}

/**
 * Closed by default (issue 17 point 7): every route of `api` must declare its access (the
 * service refuses to start otherwise), and a call is let in before its body is read or
 * validated only if the caller is what the route's access says. An anonymous call with a bad
 * body is therefore 401, never 400 with the schema's details.
 */
export function enforceAccess(api: FastifyInstance): void {
  // Decorated once for the whole service, however many contexts enforce access.
  if (!api.hasRequestDecorator('riderId')) api.decorateRequest('riderId', 0);
  if (!api.hasRequestDecorator('driverId')) api.decorateRequest('driverId', 0);
  if (!api.hasRequestDecorator('applicationId')) api.decorateRequest('applicationId', 0);
  if (!api.hasRequestDecorator('staff')) api.decorateRequest('staff', null);

  api.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: register it from the endpoint table (http/endpoint.ts serve)`,
      );
    }
  });

  api.addHook('onRequest', async (request: FastifyRequest) => {
    // An unknown path has no route to ask; the not-found handler answers it.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'rider') {
      const riderId = await resolveRider(api, request);
      if (riderId === null) throw unauthorized();
      request.riderId = riderId;
      return;
    }
    if (access === 'driver') {
      const driverId = await resolveDriver(api, request);
      if (driverId === null) throw unauthorized();
      request.driverId = driverId;
      return;
    }
    if (access === 'applicant') {
      const applicationId = await resolveApplicant(api, request);
      if (applicationId === null) throw unauthorized();
      request.applicationId = applicationId;
      return;
    }
    if (access === 'staff') {
      // Only the back office's own cookie: a rider's or driver's session never opens it.
      const staff = await resolveStaff(api, request);
      if (staff === null) throw unauthorized();
      if (!request.routeOptions.config.roles?.includes(staff.role)) throw forbidden();
      request.staff = staff;
      return;
    }
    throw unauthorized();
  });
}
