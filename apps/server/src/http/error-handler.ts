import { VALIDATION_PARAMS } from '@fairfare/contracts/validation-params';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, messageText, type MessageParams } from '@fairfare/contracts/messages';
import type { FailedEnvelope } from '@fairfare/contracts/api';
import { AppError } from './errors.ts';
import { isDependencyOutage } from './dependency-outage.ts';

function failed(key: string, params?: MessageParams): FailedEnvelope {
  if (!isMessageKey(key)) return { status: 'failed', message: key };
  return {
    status: 'failed',
    message: messageText(key, params),
    code: key,
    ...(params ? { params } : {}),
  };
}

/**
 * One error handler for the whole service: 4xx answers carry a clear message, 5xx are logged
 * with the request and answered with a generic message; a dependency away (database, Redis) is a
 * 503 with 'error.serviceUnavailable'.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failed(error.code ?? error.message, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const key =
        first?.message && isMessageKey(first.message) ? first.message : 'error.badRequest';
      return reply.status(400).send(failed(key, VALIDATION_PARAMS[key]));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failed('error.tooManyRequests'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply
        .status(status)
        .send({ status: 'failed', message: error.message } satisfies FailedEnvelope);
    }
    if (isDependencyOutage(error)) {
      // The database or Redis is away or frozen: the caller may try again (decision 025).
      request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
      return reply.status(503).send(failed('error.serviceUnavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failed('error.internal'));
  });
}
