import type { FastifyInstance } from 'fastify';
import { updatePositionRequestSchema } from '@fairfare/contracts/drivers';
import { socketEvents, type Ack, type SocketAckError } from '@fairfare/contracts/socket';
import { AppError } from '../../http/errors.ts';
import { POSITION_BURST, POSITION_PER_SECOND, tokenBucket } from './position-budget.ts';
import { updatePosition } from './service.ts';
import { rideDeps } from '../ride/deps.ts';
import type { AppSocket } from '../../realtime/socket-auth.ts';

function answer(ack: unknown, result: { ok: true } | { ok: false; error: SocketAckError }) {
  if (typeof ack === 'function') (ack as Ack)(result);
}

// A driver's app sends a position when it moved or every few seconds; the socket takes a burst
// of POSITION_BURST, then POSITION_PER_SECOND, and answers `too_many` beyond (position-budget.ts).

const ACK_ERRORS: Record<number, SocketAckError> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
};

/**
 * A driver's socket may send its positions (`update_position`): the same rule as
 * driverapi/updateposition (service.ts updatePosition), without an HTTP request's
 * parsing, hooks and headers per position, the bulk of its cost at thousands a second. Only a
 * socket opened with a driver's session; the answer says whether it was taken.
 */
export function handleDriverPositions(app: FastifyInstance, socket: AppSocket): void {
  const driverId = socket.data.driverId;
  if (driverId === undefined) return;
  const deps = rideDeps(app);
  const budget = tokenBucket(POSITION_BURST, POSITION_PER_SECOND, Date.now());
  socket.on(socketEvents.updatePosition, (payload: unknown, ack?: unknown) => {
    if (!budget.take(Date.now())) return answer(ack, { ok: false, error: 'too_many' });
    const parsed = updatePositionRequestSchema.safeParse(payload);
    if (!parsed.success) return answer(ack, { ok: false, error: 'bad_request' });
    updatePosition(deps, driverId, parsed.data, Date.now()).then(
      () => answer(ack, { ok: true }),
      (err: unknown) => {
        if (err instanceof AppError && ACK_ERRORS[err.statusCode])
          return answer(ack, { ok: false, error: ACK_ERRORS[err.statusCode]! });
        app.log.warn({ err, driverId }, 'update_position failed');
        answer(ack, { ok: false, error: 'server_error' });
      },
    );
  });
}
