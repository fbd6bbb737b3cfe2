import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

/** A stand-in for the socket: records handlers and emits, and can deliver server events. */
export function makeFakeSocket() {
  const handlers = new Map<string, Handler[]>();
  return {
    connected: true,
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    }),
    emit: vi.fn(),
    close: vi.fn(),
    /** Delivers a server event to the registered handlers. */
    serverSends(event: string, payload: unknown) {
      handlers.get(event)?.forEach((handler) => handler(payload));
    },
  };
}
