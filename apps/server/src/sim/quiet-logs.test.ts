import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSimulatorRequest, SIMULATOR_USER_AGENT } from './quiet-logs.ts';

const request = (userAgent: string, remoteAddress: string) =>
  ({
    headers: { 'user-agent': userAgent },
    raw: { socket: { remoteAddress } },
  }) as unknown as FastifyRequest;

describe('isSimulatorRequest', () => {
  it('needs both the simulator user agent and its in-process address', () => {
    expect(isSimulatorRequest(request(SIMULATOR_USER_AGENT, '127.77.0.3'))).toBe(true);
    expect(isSimulatorRequest(request(SIMULATOR_USER_AGENT, '203.0.113.9'))).toBe(false);
    expect(isSimulatorRequest(request('curl/8', '127.77.0.3'))).toBe(false);
  });
});
