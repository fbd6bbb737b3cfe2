import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { jobs } from './jobs.ts';
import { realtime } from './realtime.ts';

// The plugins of app/ name what they need (fastify-plugin `dependencies`, `decorators`): out of
// order, the service refuses to start instead of failing on an undefined decorator later.
describe("the app's plugins", () => {
  it.each([
    ['realtime', realtime, /decorator 'config' required by 'realtime'/],
    ['jobs', jobs, /decorator 'notifier' required by 'jobs'/],
    ['api', api, /dependency 'core' of plugin 'api'/],
  ] as const)('refuse to start without what they need (%s)', async (_name, plugin, message) => {
    const app = Fastify();
    await expect(app.register(plugin as never)).rejects.toThrow(message);
    await app.close();
  });
});
