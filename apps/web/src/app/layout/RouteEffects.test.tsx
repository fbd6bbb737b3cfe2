import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { stubScrollTo } from '../../test/renderWithProviders';
import { MAIN_ID, RouteEffects } from './RouteEffects';

let scrollTo: MockInstance;

beforeEach(() => {
  scrollTo = stubScrollTo();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteEffects />
            <main id={MAIN_ID} tabIndex={-1}>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/about-us', element: <p>about</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
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
