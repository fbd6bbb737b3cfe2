import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security.ts';

async function cspOf(options: Parameters<typeof registerSecurityHeaders>[2]) {
  const app = Fastify();
  await registerSecurityHeaders(app, [], options);
  app.get('/', async () => 'ok');
  const res = await app.inject('/');
  await app.close();
  const csp = String(res.headers['content-security-policy']);
  const directive = (name: string) =>
    new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
  return { csp, directive };
}

describe('Content-Security-Policy and Stripe', () => {
  it('allows no Stripe origin with the sandbox gateway', async () => {
    const { csp, directive } = await cspOf({});
    expect(csp).not.toContain('stripe.com');
    expect(directive('frame-src')).toEqual(["'none'"]);
  });

  it('allows Stripe.js, its frames and its API when Stripe is configured', async () => {
    const { directive } = await cspOf({ stripe: true });
    expect(directive('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });
});
