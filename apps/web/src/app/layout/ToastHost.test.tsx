import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../shared/ui/toast';
import { ToastHost } from './Layouts';

describe('ToastHost', () => {
  // Decision 066: the container's stylesheet made a phone work out the whole page's style again
  // on every page, though most pages never show a toast.
  it('mounts the container with the first toast raised, and shows that toast', async () => {
    render(<ToastHost />);
    // the container's script is there: a host that mounted it at once would show it now
    await act(async () => {
      await import('./Toasts');
    });
    expect(document.querySelector('.Toastify')).toBeNull();
    toast.dismiss();
    expect(document.querySelector('.Toastify')).toBeNull();

    act(() => {
      toast.success('Your ride is booked');
    });
    expect(await screen.findByText('Your ride is booked')).toBeDefined();
  });
});
