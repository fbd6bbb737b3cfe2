import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../shared/ui/toast';
import { Toasts } from './Toasts';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

describe('Toasts', () => {
  // Issue 38 point 12: with react-toastify's `limit` the third waited in a queue that
  // `toast.dismiss(id)` does not reach, and showed after its news was over. A phone hides the
  // older ones with CSS instead (Toasts.css), and they keep counting down.
  it('puts every toast in the container at once: none waits in a queue', async () => {
    render(<Toasts />);
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
    act(() => {
      toast.info('First news');
      toast.info('Second news');
      toast.info('Third news', { toastId: 'third' });
    });
    await screen.findByText('First news');
    expect(screen.getByText('Second news')).toBeDefined();
    expect(screen.getByText('Third news')).toBeDefined();
  });
});
