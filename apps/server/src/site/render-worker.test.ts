import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PublicApiCall } from '@fairfare/contracts/site-render';
import { startRenderWorker } from './render-worker.ts';

// Issue 31 point 6: a page renders on a thread of its own, so the service's event loop answers
// other requests while React renders (renderToString is one synchronous piece of work).

const dir = mkdtempSync(join(tmpdir(), 'ff-render-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server bundle whose render asks the service for data, then works `busyMs` without a break. */
function bundle(busyMs: number): string {
  const file = join(dir, `bundle-${busyMs}.js`);
  writeFileSync(
    file,
    `export async function render({ url, language, callApi }) {
      if (url === '/fails') throw new Error('render failed on purpose');
      const answer = await callApi('/placeapi/searchplaces', { q: url });
      const until = Date.now() + ${busyMs};
      while (Date.now() < until) {}
      return { kind: 'page', status: 200, title: url, html: '<main>' + language + ' ' + answer.body + '</main>',
        head: '', state: { url }, modules: ['src/page.tsx'], render: 'content' };
    }`,
  );
  return file;
}

const callApi = vi.fn<PublicApiCall>(async (path, body) => ({
  status: 200,
  body: JSON.stringify({ path, body }),
}));

describe('the render thread', () => {
  it('renders with the data the service answers, and passes a failed render on', async () => {
    const worker = await startRenderWorker(bundle(0));
    const page = await worker.render({ url: '/blog', language: 'es', callApi });
    expect(page).toMatchObject({
      kind: 'page',
      status: 200,
      title: '/blog',
      state: { url: '/blog' },
    });
    expect(page.kind === 'page' && page.html).toBe(
      '<main>es {"path":"/placeapi/searchplaces","body":{"q":"/blog"}}</main>',
    );
    expect(callApi).toHaveBeenCalledWith('/placeapi/searchplaces', { q: '/blog' });
    await expect(worker.render({ url: '/fails', language: 'en', callApi })).rejects.toThrow(
      /render failed on purpose/,
    );
    await worker.close();
    await expect(worker.render({ url: '/', language: 'en', callApi })).rejects.toThrow(/closed/);
  });

  it('keeps the event loop free while a page takes 800 ms of CPU to render', async () => {
    const worker = await startRenderWorker(bundle(800));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      await worker.render({ url: '/', language: 'en', callApi });
    } finally {
      clearInterval(timer);
      await worker.close();
    }
    // On the event loop the render would let no timer run for 800 ms.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('refuses a bundle with no render, saying why', async () => {
    const file = join(dir, 'no-render.js');
    writeFileSync(file, 'export const nothing = 1;');
    await expect(startRenderWorker(file)).rejects.toThrow(/exports no render/);
  });
});
