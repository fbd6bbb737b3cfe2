import { describe, expect, it } from 'vitest';
import { loginPath, registerPath, safeNextPath } from './paths';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/booknow?city=14#map', '/booknow?city=14#map'],
    ['/Checkout', '/Checkout'],
    ['/blog/../profile', '/profile'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/profile',
    '/\\evil.example',
    'javascript:alert(1)',
    '/profile\n',
    '/login',
    '/LOGIN?next=/x',
    '/register',
  ])('refuses %s', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPath and registerPath', () => {
  it('carry a safe next path, encoded', () => {
    expect(loginPath('/booknow?city=14')).toBe('/login?next=%2Fbooknow%3Fcity%3D14');
    expect(registerPath('/profile')).toBe('/register?next=%2Fprofile');
  });

  it('leave out an unsafe or missing next', () => {
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
    expect(registerPath(undefined)).toBe('/register');
  });
});
