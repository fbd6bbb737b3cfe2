import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What the simulated driver apps send as their User-Agent. */
export const SIMULATOR_USER_AGENT = 'FairFare-DriverSimulator/1';

/**
 * A request of the in-process driver simulator: its User-Agent, over the simulator's own
 * in-process "socket" (127.77.x.y, which no outside client can present as its socket address).
 */
export function isSimulatorRequest(request: FastifyRequest): boolean {
  return (
    request.headers['user-agent'] === SIMULATOR_USER_AGENT &&
    (request.raw.socket?.remoteAddress ?? '').startsWith('127.77.')
  );
}

/**
 * Fastify's per-request log lines, minus the successful ones of the driver simulator (dozens a
 * second per driver at SIMULATOR_SPEED > 1); its failed requests are still logged.
 */
export class QuietSimulatorLogs extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!isSimulatorRequest(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 500 || !isSimulatorRequest(request)) {
      super.requestCompleted(error, request, reply, metadata);
    }
  }
}
