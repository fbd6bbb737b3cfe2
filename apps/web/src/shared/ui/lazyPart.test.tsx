import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { afterImports, latePart, lazyPart, preloadLazyParts, showsLazyParts } from './lazyPart';

/** A part below the first screen, with something to press. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

/** The first screen's part, with something to press too. */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu
    </button>
  );
}

/** A loader that waits until `load` is called. */
function deferred<T>(module: T) {
  let load: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (load = resolve));
  return { import: () => loaded.then(() => module), load: () => load() };
}

/**
 * A page that shows a lazy part, as a page module declares it; each call is a fresh module (the
 * service's, or a browser's that has not loaded the part yet).
 */
function pageWithPart() {
  const part = deferred({ Counter });
  const LazyCounter = lazyPart(part.import, 'Counter');
  function Page() {
    return (
      <main>
        <h1>First screen</h1>
        <Menu />
        <Suspense fallback={null}>
          <LazyCounter />
        </Suspense>
      </main>
    );
  }
  showsLazyParts(Page, [LazyCounter]);
  return { Page, loadPart: part.load };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('a lazy part', () => {
  it('loads with the preload of the component that shows it, which then renders whole, as the service renders a page', async () => {
    const { Page, loadPart } = pageWithPart();
    const preloaded = preloadLazyParts(Page);
    loadPart();
    await preloaded;
    expect(renderToString(<Page />)).toContain('Pressed <!-- -->0');
  });

  it('is hydrated once its script is there, the rest of the page before it', async () => {
    const service = pageWithPart();
    const preloaded = preloadLazyParts(service.Page);
    service.loadPart();
    await preloaded;
    const html = renderToString(<service.Page />);

    const browser = pageWithPart();
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container!, <browser.Page />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // not there yet: the rendered part stays on screen as it was, inert; the rest is hydrated
    expect(container.innerHTML).toBe(html);
    await act(async () => screen.getByRole('button', { name: 'Menu' }).click());
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    await act(async () => screen.getByRole('button', { name: 'Pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeDefined();

    await act(async () => browser.loadPart());
    await act(async () => screen.getByRole('button', { name: 'Pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeDefined();
    expect(errors).toEqual([]);
  });

  it('in a lazy component, shows up as soon as its script is there, after the component', async () => {
    const { Page, loadPart } = pageWithPart();
    const page = deferred({ Page });
    const LazyPage = lazyPart(page.import, 'Page');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    await act(async () => page.load());
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Pressed/ })).toBeNull();
    await act(async () => loadPart());
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeDefined();
  });

  it('fails to load when its module lacks the export', async () => {
    const Part = lazyPart(async () => ({ Other: Counter }) as never, 'Counter', 'Counter.tsx');
    await expect(Part.preload()).rejects.toThrow('Counter.tsx has no export Counter');
  });
});

/** Shows the message of what its children threw. */
class Caught extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};

  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }

  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('a late part', () => {
  it('shows nothing until its script is there, then itself, and never shows a Suspense fallback', async () => {
    const part = deferred({ Counter });
    const LateCounter = latePart(part.import, 'Counter');
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <h1>Page</h1>
        <LateCounter />
      </Suspense>,
    );
    // a lazy part here would have put the fallback in the page's place (and React then holds
    // back every boundary's reveal for 300 ms after it)
    expect(screen.getByRole('heading', { name: 'Page' })).toBeDefined();
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    await act(async () => part.load());
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeDefined();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('renders at once once loaded, and preloads the parts its component shows', async () => {
    const { Page, loadPart } = pageWithPart();
    const LatePage = latePart(async () => ({ Page }), 'Page');
    const preloaded = LatePage.preload();
    loadPart();
    await preloaded;
    expect(LatePage.parts()).toHaveLength(1);
    render(<LatePage />);
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeDefined();
  });

  it('fails where it renders when its script does not load', async () => {
    const LateCounter = latePart(
      () => Promise.reject(new Error('offline')) as never,
      'Counter',
      'Counter.tsx',
    );
    const logged = console.error;
    console.error = () => undefined;
    try {
      render(
        <Caught>
          <LateCounter />
        </Caught>,
      );
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'offline');
    } finally {
      console.error = logged;
    }
  });
});

describe('a module imported after others (afterImports)', () => {
  it('imports each of them in a task of its own, in order, then the module', async () => {
    const happened: string[] = [];
    // a task queued while each import runs: it must run before the next import starts
    const step = (name: string) => async () => {
      happened.push(name);
      setTimeout(() => happened.push(`task after ${name}`), 0);
    };
    const glob = afterImports({ '/src/Counter.tsx': async () => ({ Counter }) }, [
      step('schemas'),
      step('forms'),
    ]);
    const module = await glob['/src/Counter.tsx']!();
    happened.push('module');
    expect(module.Counter).toBe(Counter);
    expect(happened).toEqual([
      'schemas',
      'task after schemas',
      'forms',
      'task after forms',
      'module',
    ]);
  });
});
