import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/renderWithProviders';
import { ErrorBoundaryOutlet } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('page blew up');
}

describe('ErrorBoundaryOutlet', () => {
  it('shows the error page in place of a broken page, and recovers on navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [
        {
          element: <ErrorBoundaryOutlet />,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <h1>Fine page</h1> },
          ],
        },
      ],
      { path: '/broken' },
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();
    await act(() => router.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    consoleError.mockRestore();
  });
});
