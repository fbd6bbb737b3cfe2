import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Overlay } from './Overlay';

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Behind</button>
      <div className="Toastify" role="status">
        Saved
      </div>
      {open ? (
        <Overlay>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Overlay>
      ) : null}
    </>
  );
}

afterEach(() => {
  cleanup();
  document.getElementById('root')?.remove();
});

describe('Overlay', () => {
  it('makes the page behind inert (toasts stay live) and keeps Tab inside', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const user = userEvent.setup();
    const { rerender } = render(<Page open={false} />, { container: root });
    rerender(<Page open />);

    const behind = screen.getByRole('button', { name: 'Behind' });
    expect(behind.closest('[inert]')).not.toBeNull();
    expect(screen.getByText('Saved').closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'First' }).closest('[inert]')).toBeNull();

    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');

    rerender(<Page open={false} />);
    expect(behind.closest('[inert]')).toBeNull();
    expect(document.body.classList.contains('ride-popup-open')).toBe(false);
  });
});
