import { ApiError } from '../../../shared/api/client';

/** HTTP statuses that mean the service cannot be reached (a proxy in front of it answered). */
const UNREACHABLE_STATUSES: readonly number[] = [502, 503, 504];

/** Whether a failed call says the service is out of reach: no network, or its proxy answered. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // ApiError 0 is a network failure or a time-out (shared/api/client.ts)
  return error.status === 0 || UNREACHABLE_STATUSES.includes(error.status);
}

export interface ConnectionSignals {
  /** The browser's online flag (react-query's onlineManager). */
  online: boolean;
  /** When the live socket dropped (epoch ms); null while it is connected. */
  socketDroppedAt: number | null;
  /** When the trip list last answered (epoch ms). */
  lastAnswerAt: number;
  /** Why the trip list's last poll failed; null once a poll succeeded. */
  lastPollFailure: unknown;
}

/**
 * The ride overlay shows the last known trip with a 'Reconnecting…' notice while the live status
 * cannot come through: the browser is offline, the trip list could not be reached, or the socket
 * dropped and no answer came since. The polled list is the ride's truth (decision 010), so one
 * answer after the drop ends the notice even while the socket is still finding its way back. A
 * refused call (4xx, a bug's 500) is no connection problem.
 */
export function isReconnecting(signals: ConnectionSignals): boolean {
  const { online, socketDroppedAt, lastAnswerAt, lastPollFailure } = signals;
  if (!online || isConnectionError(lastPollFailure)) return true;
  return socketDroppedAt !== null && lastAnswerAt <= socketDroppedAt;
}
