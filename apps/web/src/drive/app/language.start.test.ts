import i18next, { type BackendModule } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakDriverLanguage } from './language';

const texts = vi.hoisted(() => ({ asked: [] as string[] }));
vi.mock('../shared/texts', () => ({
  DRIVE_NAMESPACE: 'drive',
  loadDriveTexts: (language: string) => {
    texts.asked.push(language);
    return Promise.resolve({ signIn: { title: 'Sign in to drive' } });
  },
}));

afterEach(() => {
  texts.asked.length = 0;
  localStorage.clear();
});

describe("the driver app's start in the driver's language", () => {
  it("asks for the app's texts and the service's messages while i18n starts, not after", async () => {
    const asked: string[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (language, namespace, callback) => {
        asked.push(`${language}/${namespace}`);
        callback(null, {});
      },
    };
    const i18n = i18next.createInstance();
    void i18n.use(backend).init({ lng: 'en', ns: ['common'], initAsync: false });
    let ready!: () => void;
    const started = speakDriverLanguage(i18n, new Promise<void>((resolve) => (ready = resolve)));
    await Promise.resolve();
    expect(texts.asked).toEqual(['en']);
    expect(asked).toContain('en/messages');
    ready();
    await started;
    expect(i18n.getResourceBundle('en', 'drive')).toEqual({
      signIn: { title: 'Sign in to drive' },
    });
  });
});
