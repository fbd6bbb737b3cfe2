import { API_BASE, endpoints } from '@fairfare/contracts/api';
import type { DriverLoggedIn } from '@fairfare/contracts/drivers';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { codeFor, cookieNamed, post } from '../push-latency.ts';
import { evaluate, withTab } from './chrome-tab.ts';

/** The seed's first London driver (Economy), as the browser tests sign in. */
const DRIVER_PHONE = '5195550201';

/**
 * Signs the seed's driver in through the driver API and leaves the Chrome at `port` as the driver
 * app leaves a phone after its sign-in: the session cookie, and the driver kept in the page's
 * storage (src/drive/shared/session.ts), so that /drive opens the signed-in driver's home.
 * Lighthouse must then keep the storage (`disableStorageReset`); `clearCache` empties the
 * browser's cache, its service workers and their caches before each run instead.
 */
export async function signInDriverIn(port: number, baseUrl: string) {
  const url = API_BASE + endpoints.drivers.login;
  await post(baseUrl, url, { step: 'request', phone_code: '+1', phone: DRIVER_PHONE });
  const code = await codeFor(baseUrl, `+1${DRIVER_PHONE}`);
  const verified = await post(baseUrl, url, {
    step: 'verify',
    phone_code: '+1',
    phone: DRIVER_PHONE,
    code,
    client: 'web',
  });
  if (verified.status !== 200) throw new Error(`driver login failed: ${verified.json.message}`);
  const driver = verified.json.response as DriverLoggedIn;
  const session = cookieNamed(verified.cookies, DRIVER_SESSION_COOKIE).split('=')[1]!;
  const profile = JSON.stringify({
    driver_id: driver.driver_id,
    d_name: driver.d_name,
    city_id: driver.city_id,
    category_id: driver.category_id,
  });
  await withTab(port, `${baseUrl}/drive.webmanifest`, async (send) => {
    await send('Network.enable');
    await send('Network.setCookie', {
      name: DRIVER_SESSION_COOKIE,
      value: session,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax',
    });
    await evaluate(send, `localStorage.setItem('ff_drive_profile', ${JSON.stringify(profile)})`);
  });
  // The page's storage reaches the browser's store after a while: what another tab reads then
  // is what the audited page will read (without this wait a run could open signed out).
  const stored = () =>
    withTab(port, `${baseUrl}/drive.webmanifest`, (send) =>
      evaluate(send, `localStorage.getItem('ff_drive_profile')`),
    );
  for (let tries = 0; (await stored()) !== profile; tries++) {
    if (tries === 50) throw new Error('the driver kept in the browser did not reach its storage');
  }
  return {
    /** A cold start for the next run, the driver still signed in. */
    clearCache: () =>
      withTab(port, 'about:blank', async (send) => {
        await send('Network.enable');
        await send('Network.clearBrowserCache');
        await send('Storage.clearDataForOrigin', {
          origin: baseUrl,
          storageTypes: 'service_workers,cache_storage',
        });
      }),
  };
}
