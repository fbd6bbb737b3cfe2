import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { installProcessGuards } from './process-guards.ts';

function guarded() {
  const target = new EventEmitter();
  const log = { error: vi.fn(), fatal: vi.fn(), warn: vi.fn() };
  const fatal = vi.fn();
  installProcessGuards({ log, fatal, target: target as unknown as NodeJS.Process });
  return { target, log, fatal };
}

describe('the process guards (main.ts)', () => {
  it('log a promise rejected with nobody waiting, and carry on', () => {
    const { target, log, fatal } = guarded();
    const reason = new Error('publish failed');
    target.emit('unhandledRejection', reason, Promise.resolve());
    expect(log.error).toHaveBeenCalledWith({ err: reason }, expect.stringContaining('unhandled'));
    expect(fatal).not.toHaveBeenCalled();
  });

  it("carry on after a dependency's connection error nobody listened to", () => {
    const { target, log, fatal } = guarded();
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    target.emit('uncaughtException', err);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(fatal).not.toHaveBeenCalled();
  });

  it('stop cleanly on any other uncaught exception', () => {
    const { target, log, fatal } = guarded();
    const err = new TypeError("Cannot read properties of undefined (reading 'trip_id')");
    target.emit('uncaughtException', err);
    expect(log.fatal).toHaveBeenCalledWith({ err }, expect.any(String));
    expect(fatal).toHaveBeenCalledWith(err);
  });
});
