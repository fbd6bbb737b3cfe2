import { describe, expect, it, vi } from 'vitest';
import type { RenderPage } from '@fairfare/contracts/site-render';
import { builtSite, startSiteApp } from '../../test/helpers/site.ts';

/** A page whose text is the render's number, so that a cached page and a new one differ. */
function countingRenderer() {
  let renders = 0;
  return vi.fn<RenderPage>(async ({ url }) => {
    renders += 1;
    return {
      kind: 'page',
      status: 200,
      title: 'Page · FairFare',
      html: `<main><h1>${url} #${renders}</h1></main>`,
      head: '',
      state: { url },
      modules: [],
      render: 'content',
    };
  });
}

const asPage = { accept: 'text/html' };

describe('invalidating the rendered pages (decision 039)', () => {
  it('renders a page again at once after staff change what it shows', async () => {
    const render = countingRenderer();
    const { app } = await startSiteApp({ dist: builtSite(), render, pageCacheSeconds: 600 });

    expect((await app.inject({ url: '/announcement', headers: asPage })).body).toContain('#1');
    expect((await app.inject({ url: '/announcement', headers: asPage })).body).toContain('#1');
    expect(render).toHaveBeenCalledTimes(1);

    app.publicChanges.changed();
    expect((await app.inject({ url: '/announcement', headers: asPage })).body).toContain('#2');
  });

  it('does not keep a page whose render began before the change', async () => {
    let finish: () => void = () => undefined;
    const inner = countingRenderer();
    const render = vi.fn<RenderPage>(async (args) => {
      if (inner.mock.calls.length === 0) await new Promise<void>((r) => (finish = r));
      return inner(args);
    });
    const { app } = await startSiteApp({ dist: builtSite(), render, pageCacheSeconds: 600 });

    const slow = app.inject({ url: '/blog', headers: asPage });
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    app.publicChanges.changed();
    finish();
    expect((await slow).body).toContain('#1');
    expect((await app.inject({ url: '/blog', headers: asPage })).body).toContain('#2');
  });
});
