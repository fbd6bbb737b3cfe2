import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverApi } from '../shared/driverApi';
import { changeLanguage } from '../../shared/i18n/i18n';
import { loadDriveTextsForTests } from '../shared/testTexts';
import { DriveApp } from './DriveApp';
import { renderSignIn } from './renderSignIn';
import { holdEarlyInput } from './earlyInput';
import { Hydrated, hydratesSignIn } from './signInHydration';

beforeAll(loadDriveTextsForTests);
beforeEach(() => window.history.pushState(null, '', '/drive'));
let root: Root | undefined;
afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.pushState(null, '', '/');
  vi.restoreAllMocks();
  await changeLanguage('en');
});

/** The page as the service sends it to a phone with no driver: the sign-in in #root. */
async function pageWithSignIn(language: 'en' | 'es') {
  const page = document.createElement('div');
  page.id = 'root';
  page.dataset.signIn = language;
  page.innerHTML = await renderSignIn(language);
  document.body.append(page);
  return page;
}

describe("the driver app's ready-made sign-in (decision 067)", () => {
  it('is the sign-in screen in the driver’s language, before any script', async () => {
    const page = await pageWithSignIn('es');
    expect(screen.getByRole('heading', { name: 'Inicia sesión para conducir' })).toBeTruthy();
    expect(screen.getByLabelText('Número de teléfono')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicita conducir' }).getAttribute('href')).toBe(
      '/drive/apply',
    );
    expect((screen.getByLabelText('Idioma') as HTMLSelectElement).value).toBe('es');
    expect(page.dataset.signIn).toBe('es');
  });

  it('is hydrated by the app as it is, node for node, with no mismatch, and then works', async () => {
    await changeLanguage('es');
    const page = await pageWithSignIn('es');
    const field = screen.getByLabelText('Número de teléfono');
    expect(hydratesSignIn(page, 'es')).toBe(true);
    const mismatches: unknown[] = [];
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(page, createElement(DriveApp), {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText('Número de teléfono')).toBe(field);
    // the app's own: its handlers answer the form
    const requestCode = vi.spyOn(driverApi, 'requestCode').mockResolvedValue({} as never);
    await userEvent.type(field, '5550001');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(requestCode).toHaveBeenCalledWith('+1', '5550001');
    expect(await screen.findByLabelText('Código de 6 dígitos')).toBeTruthy();
  });

  it('takes what the driver typed and sent before the app took over, as if done then', async () => {
    await changeLanguage('es');
    const page = await pageWithSignIn('es');
    const release = holdEarlyInput(page);
    const requestCode = vi.spyOn(driverApi, 'requestCode').mockResolvedValue({} as never);
    // before the app: typed, then "Send code", which would reload the page the browser's way
    await userEvent.type(screen.getByLabelText('Número de teléfono'), '5550001');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          page,
          createElement(Hydrated, { onHydrated: () => release(true) }, createElement(DriveApp)),
        );
      });
    });
    expect(await screen.findByLabelText('Código de 6 dígitos')).toBeTruthy();
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(requestCode).toHaveBeenCalledWith('+1', '5550001');
  });

  it('is not hydrated in another language than the app speaks, nor on a driver’s phone', async () => {
    const page = await pageWithSignIn('en');
    expect(hydratesSignIn(page, 'es')).toBe(false);
    localStorage.setItem('ff_drive_profile', JSON.stringify({ driver_id: 3, d_name: 'Ana' }));
    expect(hydratesSignIn(page, 'en')).toBe(false);
    page.removeAttribute('data-sign-in');
    localStorage.clear();
    expect(hydratesSignIn(page, 'en')).toBe(false);
  });
});
