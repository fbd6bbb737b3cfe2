import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useServerMessages } from './useServerMessages';

/** An i18n whose `messages` arrive when the test says so, as their script does after start. */
async function i18nWithLateMessages() {
  let deliver: () => void = () => undefined;
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(_language, namespace, callback) {
      if (namespace !== 'messages') return callback(null, {});
      deliver = () => callback(null, { 'booking.saved': 'Your request has been saved.' });
    },
  };
  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
    });
  return { i18n, deliver: () => deliver() };
}

function Saved() {
  const { t } = useServerMessages();
  return <p>{t('booking.saved')}</p>;
}

describe('the server messages', () => {
  it('do not hold back the first render of a part that asks for them', async () => {
    const { i18n, deliver } = await i18nWithLateMessages();
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Waiting</p>}>
          <h1>Book a ride</h1>
          <Saved />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Book a ride' })).toBeDefined();
    expect(screen.queryByText('Waiting')).toBeNull();

    await act(async () => deliver());
    expect(await screen.findByText('Your request has been saved.')).toBeDefined();
  });
});
