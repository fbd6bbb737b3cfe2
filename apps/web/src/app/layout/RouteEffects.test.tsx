import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { renderRoutes, stubScrollTo } from '../../test/renderWithProviders';
import { MAIN_ID, RouteEffects } from './RouteEffects';

let scrollTo: MockInstance;

beforeEach(() => {
  scrollTo = stubScrollTo();
});

/** RouteEffects above two pages, the first shown at `path`: the router. */
function renderAt(path: string) {
  const layout = (
    <>
      <RouteEffects />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
  const pages = [
    { path: '/', element: <p>home</p> },
    { path: '/about-us', element: <p>about</p> },
  ];
  return renderRoutes([{ element: layout, children: pages }], { path }).router;
}

describe('RouteEffects', () => {
  // decision 069: the rider may have scrolled the rendered page before its script came
  it('leaves the first page where the browser scrolled it, and its focus', () => {
    renderAt('/about-us');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls to the top and focuses the main landmark on each route change', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/about-us'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.id).toBe(MAIN_ID);
  });
});
