import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { codeSentSchema } from '@fairfare/contracts/auth';
import {
  answerCounterRequestSchema,
  driverLoggedInSchema,
  driverLoginRequestSchema,
  driverOfferSchema,
  driverStateSchema,
  driverTripListSchema,
  driverTripSchema,
  emptyRequestSchema,
  openRequestListSchema,
  sendOfferRequestSchema,
  setOnlineRequestSchema,
  updatePositionRequestSchema,
  updateTripStatusRequestSchema,
  type DriverLoggedIn,
} from '@fairfare/contracts/drivers';
import { messages } from '@fairfare/contracts/messages';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { ok } from '../../http/envelope.ts';
import { endSession, sendCode, type AuthDeps } from '../auth/service.ts';
import { authDepsOf, setSessionCookie } from '../auth/session-cookie.ts';
import { answerCounter, sendOffer } from '../offers/driver-service.ts';
import { rideDeps } from '../ride/deps.ts';
import { presentedDriverCredentials } from './identify.ts';
import type { DriverRow } from './repo.ts';
import {
  myTrips,
  openRequests,
  setOnline,
  updatePosition,
  updateTripStatus,
  verifyDriverLogin,
} from './service.ts';

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

/** The driver API (contracts drivers.ts): no screens; the simulator and tests use it. */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = rideDeps(app);
  const authDeps = (): AuthDeps => authDepsOf(app);
  const guarded = { preHandler: app.requireDriver };

  app.post(
    endpoints.drivers.login,
    {
      schema: {
        body: driverLoginRequestSchema,
        response: {
          200: successEnvelopeSchema(z.union([codeSentSchema, driverLoggedInSchema])),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.step === 'request') {
        return ok(
          await sendCode(authDeps(), { ...body, purpose: 'driver', ip: request.ip }),
          messages['auth.codeSent'],
        );
      }
      const { driver, token } = await verifyDriverLogin(authDeps(), body);
      return ok(loggedIn(driver, token, body.client, request, reply));
    },
  );

  app.post(
    endpoints.drivers.logout,
    {
      schema: {
        response: { 200: successEnvelopeSchema(z.object({ logged_out: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      const credentials = presentedDriverCredentials(request);
      if (credentials) await endSession(app.db, credentials.token);
      reply.clearCookie(DRIVER_SESSION_COOKIE, { path: '/' });
      return ok({ logged_out: true as const }, messages['auth.loggedOut']);
    },
  );

  app.post(
    endpoints.drivers.setOnline,
    {
      ...guarded,
      schema: {
        body: setOnlineRequestSchema,
        response: { 200: successEnvelopeSchema(driverStateSchema) },
      },
    },
    async (request) => ok(await setOnline(deps, request.driverId, request.body.online)),
  );

  app.post(
    endpoints.drivers.updatePosition,
    {
      ...guarded,
      schema: {
        body: updatePositionRequestSchema,
        response: { 200: successEnvelopeSchema(driverStateSchema) },
      },
    },
    async (request) => ok(await updatePosition(deps, request.driverId, request.body, Date.now())),
  );

  app.post(
    endpoints.drivers.openRequests,
    {
      ...guarded,
      schema: {
        body: emptyRequestSchema,
        response: { 200: successEnvelopeSchema(openRequestListSchema) },
      },
    },
    async (request) => ok(await openRequests(deps, request.driverId, Date.now())),
  );

  app.post(
    endpoints.drivers.sendOffer,
    {
      ...guarded,
      schema: {
        body: sendOfferRequestSchema,
        response: { 200: successEnvelopeSchema(driverOfferSchema) },
      },
    },
    async (request) =>
      ok((await sendOffer(deps, request.driverId, request.body, Date.now())).result),
  );

  app.post(
    endpoints.drivers.answerCounter,
    {
      ...guarded,
      schema: {
        body: answerCounterRequestSchema,
        response: { 200: successEnvelopeSchema(driverOfferSchema) },
      },
    },
    async (request) =>
      ok((await answerCounter(deps, request.driverId, request.body, Date.now())).result),
  );

  app.post(
    endpoints.drivers.myTrips,
    {
      ...guarded,
      schema: {
        body: emptyRequestSchema,
        response: { 200: successEnvelopeSchema(driverTripListSchema) },
      },
    },
    async (request) => ok(await myTrips(deps, request.driverId)),
  );

  app.post(
    endpoints.drivers.updateTripStatus,
    {
      ...guarded,
      schema: {
        body: updateTripStatusRequestSchema,
        response: { 200: successEnvelopeSchema(driverTripSchema) },
      },
    },
    async (request) => ok(await updateTripStatus(deps, request.driverId, request.body, Date.now())),
  );
};
