import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

let seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'placeholder'}</p>;
}

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  seen = [];
});

function mount(html = '') {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('useHydrated', () => {
  it('is false on the service, and while the browser hydrates, then true', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('placeholder');
    seen = [];
    const errors: unknown[] = [];
    const el = mount(html);
    await act(async () => {
      hydrateRoot(el, <Probe />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(el.textContent).toBe('browser');
  });

  it('is true from the first render in a page the browser renders itself', async () => {
    const el = mount();
    await act(async () => {
      createRoot(el).render(<Probe />);
    });
    expect(seen.every(Boolean)).toBe(true);
    expect(el.textContent).toBe('browser');
  });
});
