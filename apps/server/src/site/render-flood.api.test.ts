import { describe, expect, it, vi } from 'vitest';
import type { RenderPage } from '@fairfare/contracts/site-render';
import { builtSite, startSiteApp } from '../../test/helpers/site.ts';
import { REFUSAL_DELAY_MS } from './slow-refusal.ts';

function renderer() {
  return vi.fn<RenderPage>(async ({ url, language }) => ({
    kind: 'page',
    status: 200,
    title: `Page ${url}`,
    html: `<main><h1>${language} ${url}</h1></main>`,
    head: '',
    state: { url },
    modules: [],
    render: 'content',
  }));
}

const page = (url: string, remoteAddress = '203.0.113.5') => ({
  url,
  remoteAddress,
  headers: { accept: 'text/html' },
});

// Issue 31 point 6: made-up query parameters cost no render and no cache entry, and one address
// can cause only so many renders.
describe('renders cannot be flooded', () => {
  it('keys the page cache without unknown query parameters, and renders without them', async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite(), render });
    for (let i = 0; i < 20; i++) {
      const res = await app.inject(page(`/?utm=${i}&fbclid=x${i}`));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>en /</h1>');
    }
    await app.inject(page('/blog?page=2&utm=1'));
    await app.inject(page('/blog?utm=2&page=2'));
    expect(render.mock.calls.map(([input]) => input.url)).toEqual(['/', '/blog?page=2']);
  });

  it('answers 429 to an address past its renders a minute; cached pages and other addresses go on', async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite(), render, rendersPerMinute: 3 });
    for (let i = 1; i <= 3; i++) {
      expect((await app.inject(page(`/blog?page=${i}`))).statusCode).toBe(200);
    }
    const refused = await app.inject(page('/blog?page=4'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'failed', code: 'error.tooManyRequests' });
    expect(render).toHaveBeenCalledTimes(3);
    // a page already rendered costs nothing, and another address has its own renders
    expect((await app.inject(page('/blog?page=2&utm=z'))).statusCode).toBe(200);
    expect((await app.inject(page('/blog?page=4', '198.51.100.20'))).statusCode).toBe(200);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('counts requests for / against the address like every other page address', async () => {
    const { app } = await startSiteApp({ dist: builtSite(), render: renderer() });
    const limit = app.config.rateLimits.notFoundPerMinute;
    for (let i = 0; i < limit; i++) {
      const res = await app.inject(page(`/?utm=${i}`, '203.0.113.9'));
      expect(res.statusCode).toBe(200);
    }
    const started = performance.now();
    expect((await app.inject(page('/?utm=over', '203.0.113.9'))).statusCode).toBe(429);
    // held like every refused page
    expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5);
    expect((await app.inject(page('/', '198.51.100.21'))).statusCode).toBe(200);
  });

  it('holds a refused page a second, so a flood slows to its connections, while other requests go on', async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite(), render, rendersPerMinute: 1 });
    expect((await app.inject(page('/blog?page=1', '203.0.113.30'))).statusCode).toBe(200);
    const started = performance.now();
    const refused = app.inject(page('/blog?page=2', '203.0.113.30')).then((res) => ({
      status: res.statusCode,
      ms: performance.now() - started,
    }));
    // meanwhile the service answers others at once
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(REFUSAL_DELAY_MS);
    const answer = await refused;
    expect(answer.status).toBe(429);
    expect(answer.ms).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5);
  });
});
