import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { changeLanguage } from '../i18n/i18n';
import { restoreAfterTest } from '../../test/account';
import { ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TestModeBanner, TestModeNote } from './TestMode';
import { TEST_MODE_KEY } from '../settings/testMode';

afterEach(restoreAfterTest);

const gateway = (mode: 'sandbox' | 'stripe') =>
  stubApiCalls({
    [paymentEndpoints.stripeKey]: () =>
      ok({ stripe_p_key: mode === 'sandbox' ? 'sandbox' : 'pk_live_x', mode }),
  });

describe('test mode (the sandbox takes payments)', () => {
  it('says so on the page and in a payment popup or receipt, in English, Spanish and French', async () => {
    const expected = {
      en: ['Test mode.', 'Payments on this site use test cards and move no real money.'],
      es: ['Modo de prueba.', 'Los pagos aquí usan tarjetas de prueba: no se mueve dinero real.'],
      fr: ['Mode test.', 'aucun argent réel n’est débité.'],
    } as const;
    for (const language of ['en', 'es', 'fr'] as const) {
      await changeLanguage(language);
      gateway('sandbox');
      const view = renderWithProviders(
        <>
          <TestModeBanner />
          <TestModeNote />
        </>,
      );
      const notes = await screen.findAllByRole('note');
      expect(notes, language).toHaveLength(2);
      const [label, text] = expected[language];
      for (const note of notes) expect(note.textContent, language).toContain(label);
      expect(notes.map((n) => n.textContent).join(' '), language).toContain(text);
      view.unmount();
    }
  });

  it('says nothing while real money is taken', async () => {
    const api = gateway('stripe');
    const { queryClient } = renderWithProviders(
      <>
        <TestModeBanner />
        <TestModeNote />
      </>,
    );
    // the answer is in, and nothing says test mode
    await waitFor(() => expect(queryClient.getQueryData(TEST_MODE_KEY)).toBe(false));
    expect(api.callsTo(paymentEndpoints.stripeKey)).toHaveLength(1);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
