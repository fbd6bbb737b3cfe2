import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../shared/testTexts';
import { LanguageSwitcher } from './LanguageSwitcher';

beforeAll(loadDriveTextsForTests);
afterEach(() => changeLanguage('en'));
// the app's address: its cookies are the app's (path /drive)
beforeEach(() => window.history.pushState(null, '', '/drive'));
afterEach(() => window.history.pushState(null, '', '/'));

describe("the driver's language switcher", () => {
  it('switches the app and remembers the choice on this phone', async () => {
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Español');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(localStorage.getItem('ff_drive_language')).toBe('es');
    // for the service to send the ready-made sign-in in it (decision 067)
    expect(document.cookie).toContain('ff_drive_language=es');
    expect(document.documentElement.lang).toBe('es');
    await screen.findByLabelText('Idioma');
  });
});
