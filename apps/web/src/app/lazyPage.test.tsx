import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** A module as import.meta.glob names it, with a loader that waits until `load` is called. */
function deferredModule() {
  let load: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (load = resolve));
  const glob = {
    '/src/features/hello/HelloPage.tsx': () => loaded.then(() => ({ HelloPage: Hello })),
  };
  return { glob, load: () => load() };
}

describe('a lazy page', () => {
  it('names its source module as the build manifest does', () => {
    expect(lazyPage(deferredModule().glob, 'HelloPage').source).toBe(
      'src/features/hello/HelloPage.tsx',
    );
  });

  it('suspends until its script is there', async () => {
    const { glob, load } = deferredModule();
    const Page = lazyPage(glob, 'HelloPage');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="rider" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeDefined();
    await act(async () => load());
    expect(await screen.findByRole('heading', { name: 'Hello rider' })).toBeDefined();
  });

  it('renders at once once preloaded, as the service and a hydrating page need', async () => {
    const { glob, load } = deferredModule();
    const Page = lazyPage(glob, 'HelloPage');
    const preloaded = Page.preload();
    load();
    await preloaded;
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="rider" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->rider');
    expect(html).not.toContain('Loading');
  });

  it('fails to load when its module lacks the export', async () => {
    const Page = lazyPage(
      { '/src/features/x/X.tsx': async () => ({ Other: Hello }) } as never,
      'HelloPage',
    );
    await expect(Page.preload()).rejects.toThrow('has no export HelloPage');
  });

  it('takes exactly one module', () => {
    expect(() => lazyPage({}, 'HelloPage')).toThrow(/exactly one module/);
  });
});
