import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { allowStyleHashes, registerSecurityHeaders, securityHeaders } from './security.ts';

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

  it("allows the site's own service worker and manifest, and no one else's", async () => {
    const { directive } = await cspOf({});
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('manifest-src')).toEqual(["'self'"]);
  });

  it('allows Stripe.js, its frames and its API when Stripe is configured', async () => {
    const { directive } = await cspOf({ stripe: true });
    expect(directive('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('inline styles of a rendered page', () => {
  it('are allowed by their hashes in style-src, and nothing else changes', async () => {
    const { csp } = await cspOf({});
    const allowed = allowStyleHashes(csp, ["'sha256-a'", "'sha256-b'", "'sha256-a'"]);
    expect(allowed).toContain("style-src 'self' 'sha256-a' 'sha256-b';");
    expect(allowed).not.toContain('unsafe-inline');
    expect(allowed.replace(" 'sha256-a' 'sha256-b'", '')).toBe(csp);
    expect(allowStyleHashes(csp, [])).toBe(csp);
  });
});

describe('security headers', () => {
  it('are the headers helmet sets, worked out once and sent on every answer', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, []);
    app.get('/', async () => 'ok');
    const [first, second] = [await app.inject('/'), await app.inject('/missing')];
    await app.close();
    for (const res of [first, second]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers).not.toHaveProperty('x-powered-by');
    }
  });

  it('securityHeaders gives what helmet would set for its options', () => {
    expect(securityHeaders({ contentSecurityPolicy: false })).not.toHaveProperty(
      'content-security-policy',
    );
    expect(
      securityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
      })['content-security-policy'],
    ).toBe("default-src 'none'");
  });
});
