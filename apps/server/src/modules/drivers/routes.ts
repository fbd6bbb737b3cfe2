import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { DriverLoggedIn } from '@fairfare/contracts/drivers';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { endSession, sendCode, type AuthDeps } from '../auth/service.ts';
import { authDepsOf, callerOf, setSessionCookie } from '../auth/session-cookie.ts';
import { confirmCash } from '../payments/cash.ts';
import { rideDeps } from '../ride/deps.ts';
import { updateTripStatus } from '../ride/driver-moves.ts';
import { earnings, tripHistory } from './after-ride.ts';
import { presentedDriverCredentials } from './identify.ts';
import { driverPositionBudgets } from './position-budget.ts';
import type { DriverRow } from './repo.ts';
import { myTrips, openRequests, setOnline, updatePosition, verifyDriverLogin } from './service.ts';

function loggedIn(
  driver: DriverRow,
  token: string,
  client: 'web' | 'app',
  request: FastifyRequest,
  reply: FastifyReply,
): DriverLoggedIn {
  if (client === 'web') {
    setSessionCookie(request, reply, DRIVER_SESSION_COOKIE, token);
  }
  return {
    driver_id: driver.driver_id,
    d_name: driver.d_name,
    phone_code: driver.d_phone_code,
    phone: driver.d_phone,
    city_id: driver.city_id,
    category_id: driver.category_id,
    ...(client === 'app' ? { api_key: token } : {}),
  };
}

/** The driver API (contracts drivers.ts): the driver app at /drive, the simulator and tests use it. */
export const driversRoutes: FastifyPluginAsync = async (app) => {
  const deps = rideDeps(app);
  const authDeps = (): AuthDeps => authDepsOf(app);
  const drivers = endpointTable.drivers;

  serve(app, drivers.login, async (request, reply) => {
    const body = request.body;
    const caller = callerOf(request, body.step === 'request' ? reply : undefined);
    if (body.step === 'request') {
      return ok(
        await sendCode(authDeps(), { ...body, purpose: 'driver', ...caller }),
        messages['auth.codeSent'],
      );
    }
    const { driver, token } = await verifyDriverLogin(authDeps(), { ...body, caller });
    return ok(loggedIn(driver, token, body.client, request, reply));
  });

  serve(app, drivers.logout, async (request, reply) => {
    const credentials = presentedDriverCredentials(request);
    if (credentials) await endSession(app.db, credentials.token, Date.now(), app.sessionSockets);
    reply.clearCookie(DRIVER_SESSION_COOKIE, { path: '/' });
    return ok({ logged_out: true as const }, messages['auth.loggedOut']);
  });

  serve(app, drivers.setOnline, async (request) =>
    ok(await setOnline(deps, request.driverId, request.body.online, Date.now())),
  );

  // Per driver, as the socket's update_position: a burst, then a rate (position-budget.ts).
  const positions = driverPositionBudgets();
  serve(app, drivers.updatePosition, async (request) => {
    const now = Date.now();
    if (!positions.take(request.driverId, now)) throw tooManyRequests();
    return ok(await updatePosition(deps, request.driverId, request.body, now));
  });

  serve(app, drivers.openRequests, async (request) =>
    ok(await openRequests(deps, request.driverId, Date.now())),
  );

  // The driver's offer and answer to a counter-offer are served by offers/routes.ts.

  serve(app, drivers.myTrips, async (request) => ok(await myTrips(deps, request.driverId)));

  serve(app, drivers.updateTripStatus, async (request) =>
    ok(await updateTripStatus(deps, request.driverId, request.body, Date.now())),
  );

  serve(app, drivers.earnings, async (request) =>
    ok(await earnings(app.db, request.driverId, Date.now())),
  );

  serve(app, drivers.tripHistory, async (request) =>
    ok(await tripHistory(app.db, request.driverId, request.body)),
  );

  // Rating the rider is served by ratings/routes.ts.

  // The driver took the cash of a completed cash trip: only now is it Paid (payments/cash.ts).
  serve(app, drivers.confirmCash, async (request) =>
    ok(
      await confirmCash(deps, request.driverId, request.body.trip_id, Date.now()),
      messages['payment.cashConfirmed'],
    ),
  );
};
