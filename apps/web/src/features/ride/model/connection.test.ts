import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { isConnectionError, isReconnecting } from './connection';

const CONNECTED = {
  online: true,
  socketDroppedAt: null,
  lastAnswerAt: 1_000,
  lastPollFailure: null,
};

describe('isReconnecting', () => {
  it('is false while the browser is online, the socket up and the last poll answered', () => {
    expect(isReconnecting(CONNECTED)).toBe(false);
  });

  it('is true while the browser is offline', () => {
    expect(isReconnecting({ ...CONNECTED, online: false })).toBe(true);
  });

  it('is true from a socket drop until the trip list answers again', () => {
    expect(isReconnecting({ ...CONNECTED, socketDroppedAt: 2_000 })).toBe(true);
    expect(isReconnecting({ ...CONNECTED, socketDroppedAt: 1_000 })).toBe(true);
    expect(isReconnecting({ ...CONNECTED, socketDroppedAt: 2_000, lastAnswerAt: 2_500 })).toBe(
      false,
    );
  });

  it('is true when the last poll could not reach the service, not when it was refused', () => {
    const network = new ApiError(0, 'Network error', 'error.network');
    expect(isReconnecting({ ...CONNECTED, lastPollFailure: network })).toBe(true);
    expect(isReconnecting({ ...CONNECTED, lastPollFailure: new ApiError(503, 'down') })).toBe(true);
    expect(isReconnecting({ ...CONNECTED, lastPollFailure: new ApiError(401, 'no') })).toBe(false);
    expect(isReconnecting({ ...CONNECTED, lastPollFailure: new ApiError(500, 'bug') })).toBe(false);
  });
});

describe('isConnectionError', () => {
  it("knows only the client's network failures and the gateway statuses", () => {
    expect(isConnectionError(new ApiError(504, 'timeout'))).toBe(true);
    expect(isConnectionError(new ApiError(502, 'bad gateway'))).toBe(true);
    expect(isConnectionError(new Error('parse'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
