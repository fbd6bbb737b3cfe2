import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { isAllowedEndpoint } from './settings.ts';

const base = { NODE_ENV: 'test', DATABASE_URL: ':memory:' };
const keys = webpush.generateVAPIDKeys();

describe('Web Push settings', () => {
  it('are off without keys, on with the three VAPID settings, refused with some only', () => {
    expect(loadConfig(base).webPush).toBeNull();
    const on = loadConfig({
      ...base,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@fairfare.example',
    }).webPush;
    expect(on).toMatchObject({ publicKey: keys.publicKey, subject: 'mailto:ops@fairfare.example' });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...base,
        VAPID_PUBLIC_KEY: keys.privateKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:ops@fairfare.example',
      }),
    ).toThrow(/VAPID_PUBLIC_KEY: must be a base64url VAPID key of 65 bytes/);
  });

  it('let a subscription point only at the push services', () => {
    const origins = ['https://fcm.googleapis.com', 'https://*.notify.windows.com'];
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/x', origins)).toBe(true);
    expect(isAllowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', origins)).toBe(
      true,
    );
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/x', origins)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x', origins)).toBe(false);
    expect(isAllowedEndpoint('https://notify.windows.com.evil.example/x', origins)).toBe(false);
  });
});
