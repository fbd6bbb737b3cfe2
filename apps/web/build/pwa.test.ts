import { describe, expect, it } from 'vitest';
import { isShellNavigation, pwaOptions } from './pwa';

function navigation(path: string, mode: RequestMode = 'navigate') {
  return { request: { mode } as Request, url: new URL(path, 'https://fairfare.example') };
}

describe("the service worker's shell fallback", () => {
  it("covers the site's pages and none of the service's paths", () => {
    for (const path of ['/', '/booknow', '/profile', '/track?trip=abc', '/blog-detail/x']) {
      expect(isShellNavigation(navigation(path)), path).toBe(true);
    }
    for (const path of [
      '/api/health',
      '/webservices/1.1.5/tripapi/gettrips',
      '/socket.io/?EIO=4&transport=polling',
      '/api',
      '/ops',
      '/ops/audit',
      '/drive',
      '/drive/earnings',
    ]) {
      expect(isShellNavigation(navigation(path)), path).toBe(false);
    }
    expect(isShellNavigation(navigation('/booknow', 'cors'))).toBe(false);
    // a rider's page whose name merely starts like the driver app's is still the riders'
    expect(isShellNavigation(navigation('/drivers-wanted'))).toBe(true);
  });

  it('works from its own source, as workbox-build copies it into sw.js', () => {
    const copied = new Function(
      `return (${isShellNavigation.toString()})`,
    )() as typeof isShellNavigation;
    expect(copied(navigation('/booknow'))).toBe(true);
    expect(copied(navigation('/api/health'))).toBe(false);
  });

  it('caches nothing at run time but falls back to the precached shell', () => {
    const [route, ...others] = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(others).toEqual([]);
    expect(route?.handler).toBe('NetworkOnly');
    expect(route?.options?.precacheFallback).toEqual({ fallbackURL: 'index.html' });
    expect(pwaOptions.workbox?.globPatterns).not.toContain('**/*');
  });

  it("never precaches the back office's or the driver app's files", () => {
    expect(pwaOptions.workbox?.globIgnores).toEqual(
      expect.arrayContaining(['assets/ops/**', 'ops.html', 'assets/drive/**', 'drive.html']),
    );
  });
});
