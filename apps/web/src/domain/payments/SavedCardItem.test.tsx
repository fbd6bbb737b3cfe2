import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SavedCardItem } from './SavedCardItem';
import { savedCard } from './testCards';

afterEach(async () => {
  await changeLanguage('en');
});

describe('SavedCardItem', () => {
  it('shows the brand, the masked number and the expiry', () => {
    renderWithProviders(<SavedCardItem card={savedCard({ exp_month: 4, exp_year: 2031 })} />);
    expect(screen.getByText('Visa')).toBeTruthy();
    expect(screen.getByText('•••• •••• •••• 4242')).toBeTruthy();
    expect(screen.getByText('Expires 04/2031')).toBeTruthy();
    // no actions without handlers
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pays and asks to delete through its buttons', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(<SavedCardItem card={savedCard()} onPay={onPay} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Delete card ending 4242' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("reads 'Processing ... ' while its payment runs, and can be disabled", () => {
    const { rerender } = renderWithProviders(
      <SavedCardItem card={savedCard()} onPay={() => undefined} payLabel="Pay now" />,
    );
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
    rerender(<SavedCardItem card={savedCard()} onPay={() => undefined} busy />);
    const button = screen.getByRole('button', { name: 'Processing ...' });
    expect(button.textContent).toBe('Processing ... ');
    expect(button.hasAttribute('disabled')).toBe(true);
    rerender(<SavedCardItem card={savedCard()} onPay={() => undefined} payDisabled />);
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
  });

  it('is translated', async () => {
    await changeLanguage('fr');
    renderWithProviders(<SavedCardItem card={savedCard()} onDelete={() => undefined} />);
    expect(
      screen.getByRole('button', { name: 'Supprimer la carte se terminant par 4242' }),
    ).toBeTruthy();
    expect(screen.getByText('Expire 04/2031')).toBeTruthy();
  });
});
