import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids (decision 048): one id follows a request from the balancer through whichever
 * instance serves it, into every log line it causes there, the due jobs it enqueues and the
 * pushes it sends. The balancer passes a well-formed incoming `X-Request-ID` on or makes one;
 * the service does the same (a client may reach it without the balancer), and echoes it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: 8 to 128 letters, digits, `.`, `_`, `:` or `-` (a UUID, a
 * balancer's or another service's id). Anything else — too long, spaces, quotes, newlines that
 * would forge log lines — is replaced by a fresh one. HAProxy's configuration uses the same
 * expression (testing/haproxy.ts).
 */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{8,128}$';
const wellFormed = new RegExp(REQUEST_ID_PATTERN);

/** The incoming id when it is well formed, otherwise a new random one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming.at(-1) : incoming;
  return value !== undefined && wellFormed.test(value) ? value : randomUUID();
}

/** Fastify's genReqId: the request's id from its header (Fastify's own header use never checks it). */
export function genRequestId(req: IncomingMessage): string {
  return requestIdFor(req.headers[REQUEST_ID_HEADER]);
}

/** The id of the request (or the job it enqueued) whose work is running now, across awaits. */
const context = new AsyncLocalStorage<string>();

/** The request id of the work running now; undefined outside any request or job. */
export function currentRequestId(): string | undefined {
  return context.getStore();
}

/** Runs `work` as part of the request `requestId` (a due job that request enqueued). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : context.run(requestId, work);
}

/**
 * Every request runs in its id's context from its first hook on, and answers with the id in
 * `X-Request-ID`, so that a caller can quote it and the logs of every instance can be searched
 * for it.
 */
export function carryRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    context.run(request.id, done);
  });
}

/**
 * Loggers Fastify made for one request (their lines already carry `reqId`); any other logger's
 * line written while a request or its job runs gets the id from the context (requestLogMixin).
 */
const requestLoggers = new WeakSet<object>();

/** Fastify's childLoggerFactory: the usual child, remembered as a request's. */
export function requestChildLogger<L extends { child(bindings: object, options?: object): L }>(
  this: unknown,
  logger: L,
  bindings: object,
  options: object,
): L {
  const child = logger.child(bindings, options);
  requestLoggers.add(child);
  return child;
}

/** Pino's mixin: `reqId` on every line written during a request or its job. */
export function requestLogMixin(_merge: object, _level: number, logger: object): object {
  if (requestLoggers.has(logger)) return {};
  const id = context.getStore();
  return id === undefined ? {} : { reqId: id };
}
