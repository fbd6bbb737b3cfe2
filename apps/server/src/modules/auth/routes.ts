import { LANGUAGE_COOKIE } from '@fairfare/contracts/languages';
import { pageLanguage } from '../../http/language.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedIn } from '@fairfare/contracts/auth';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { isLanguage } from '@fairfare/contracts/languages';
import { messages } from '@fairfare/contracts/messages';
import type { User } from '../../db/schema.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { riderAccounts } from '../users/store.ts';
import { presentedCredentials, resolveRider } from './identify.ts';
import {
  authDepsOf,
  callerOf,
  clearRiderSessionCookies,
  setRiderSessionCookies,
} from './session-cookie.ts';
import {
  completeSignup,
  endSession,
  sendCode,
  verifyLogin,
  verifyRegistration,
  type AuthDeps,
} from './service.ts';

/** The spec's session values of a rider (the secret itself stays in the cookie for the web). */
function sessionValuesOf(user: User): LoggedIn {
  return {
    user_id: user.user_id,
    phone: user.phone,
    phone_code: user.phone_code,
    first_name: user.first_name,
    last_name: user.last_name,
    language: isLanguage(user.language) ? user.language : 'en',
  };
}

function loggedIn(
  user: User,
  token: string,
  client: 'web' | 'app',
  request: FastifyRequest,
  reply: FastifyReply,
): LoggedIn {
  if (client === 'web') setRiderSessionCookies(request, reply, token);
  return { ...sessionValuesOf(user), ...(client === 'app' ? { api_key: token } : {}) };
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): AuthDeps => authDepsOf(app);

  const users = endpointTable.users;

  serve(app, users.login, async (request, reply) => {
    const body = request.body;
    const caller = callerOf(request, body.step === 'request' ? reply : undefined);
    if (body.step === 'request') {
      return ok(
        await sendCode(deps(), {
          ...body,
          purpose: 'login',
          ...caller,
          language: pageLanguage(
            request.cookies[LANGUAGE_COOKIE],
            request.headers['accept-language'],
          ),
        }),
        messages['auth.codeSent'],
      );
    }
    const result = await verifyLogin(deps(), { ...body, caller });
    if ('accountNeeded' in result) return ok(result.accountNeeded);
    return ok(loggedIn(result.user, result.token, body.client, request, reply));
  });

  serve(app, users.registration, async (request, reply) => {
    const body = request.body;
    const caller = callerOf(request, body.step === 'request' ? reply : undefined);
    if (body.step === 'request') {
      const { first_name, last_name, email, language } = body;
      const payload = { first_name, last_name, email, language };
      return ok(
        await sendCode(deps(), { ...body, purpose: 'register', ...caller, payload, language }),
        messages['auth.codeSent'],
      );
    }
    const { user, token } =
      body.step === 'complete'
        ? await completeSignup(deps(), { ...body, caller })
        : await verifyRegistration(deps(), { ...body, caller });
    return ok(loggedIn(user, token, body.client, request, reply));
  });

  serve(app, users.logout, async (request, reply) => {
    const credentials = presentedCredentials(request);
    if (credentials) await endSession(app.db, credentials.token, Date.now(), app.sessionSockets);
    clearRiderSessionCookies(reply);
    return ok({ logged_out: true as const }, messages['auth.loggedOut']);
  });

  // A new tab (or visit) of a rider whose session cookie is still valid fills its session values
  // from here instead of asking for a new code. Never 401: no session is an answer, not an error.
  serve(app, users.session, async (request, reply) => {
    const riderId = await resolveRider(app, request);
    const user = riderId === null ? undefined : await riderAccounts.findById(app.db, riderId);
    if (!user) {
      clearRiderSessionCookies(reply);
      return ok({ user: null });
    }
    return ok({ user: sessionValuesOf(user) });
  });
};
