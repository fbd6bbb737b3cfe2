import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '@fairfare/contracts/staff';
import { forbidden, unauthorized } from './errors.ts';

/** The staff member a `staff` endpoint acts for (request.staff). */
export interface SignedInStaff {
  staffId: number;
  role: StaffRole;
  email: string;
  /** The cities a `city` staff member manages (empty for the other roles). */
  cityIds: number[];
}

/**
 * Who a request's credentials prove, one resolver per kind of caller (null: nobody). The modules
 * that own the sessions provide them where the app is assembled (app.ts), so that this layer,
 * below the modules, imports none of them.
 */
export interface Identities {
  rider(request: FastifyRequest): Promise<number | null>;
  driver(request: FastifyRequest): Promise<number | null>;
  applicant(request: FastifyRequest): Promise<number | null>;
  staff(request: FastifyRequest): Promise<SignedInStaff | null>;
}

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
export function enforceAccess(api: FastifyInstance, identify: Identities): void {
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
      const riderId = await identify.rider(request);
      if (riderId === null) throw unauthorized();
      request.riderId = riderId;
      return;
    }
    if (access === 'driver') {
      const driverId = await identify.driver(request);
      if (driverId === null) throw unauthorized();
      request.driverId = driverId;
      return;
    }
    if (access === 'applicant') {
      const applicationId = await identify.applicant(request);
      if (applicationId === null) throw unauthorized();
      request.applicationId = applicationId;
      return;
    }
    if (access === 'staff') {
      // Only the back office's own cookie: a rider's or driver's session never opens it.
      const staff = await identify.staff(request);
      if (staff === null) throw unauthorized();
      if (!request.routeOptions.config.roles?.includes(staff.role)) throw forbidden();
      request.staff = staff;
      return;
    }
    throw unauthorized();
  });
}
