import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { successEnvelopeSchema, type SuccessEnvelope } from '@fairfare/contracts/api';
import type { Access, Endpoint } from '@fairfare/contracts/endpoint-table';
import type { StaffRole } from '@fairfare/contracts/staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contracts endpoint-table.ts); checked in onRequest by access.ts. */
    access?: Access;
    /** The staff roles a `staff` route admits (access.ts). */
    roles?: readonly StaffRole[];
  }
}

/** The body a handler of the endpoint receives: what its schema parses to, if it reads one. */
type BodyOf<B> = B extends z.ZodType ? z.output<B> : unknown;

/** The request a handler of `E` gets; `riderId`/`driverId` are set when its access says so. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Body: BodyOf<E['body']> }>;

type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessEnvelope<z.input<E['data']>> | FastifyReply>;

/** Route options an endpoint may add to what the table says: its rate limit, a body limit. */
export interface EndpointOptions {
  config?: Omit<FastifyContextConfig, 'access' | 'roles'>;
  bodyLimit?: number;
}

/**
 * Registers the route of one endpoint of the table: its path, its body schema (validated only
 * after the access hook let the caller in), its success envelope, and its access.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions = {},
): void {
  app.post(
    endpoint.path,
    {
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      config: { ...options.config, access: endpoint.access, roles: endpoint.roles },
      schema: {
        ...(endpoint.body === null ? {} : { body: endpoint.body }),
        response: { 200: successEnvelopeSchema(endpoint.data) },
      },
    },
    // The zod type provider cannot follow a generic schema; Handler<E> states the same types.
    handler as unknown as RouteHandlerMethod,
  );
}
