import { describe, expect, it } from 'vitest';
import { pageRouteAt, routes } from './router';
import { SCREEN_PATHS } from './screenPaths';

// The one route table (issue 27): per page, how it reaches the browser and the data the service
// loads for it.
describe('the route table', () => {
  it.each([
    ['/', 'categoriesAndCities'],
    ['/about-us', undefined],
    ['/drive-with-fairfare', undefined],
    ['/contact-us', undefined],
    ['/services', 'categoriesAndCities'],
    ['/term-condition', undefined],
    ['/privacy-policy', undefined],
    ['/blog', 'blogList'],
    ['/blog-detail/fares-explained', 'blogPost'],
    ['/article', 'articleList'],
    ['/article-detail/a', 'articlePost'],
    ['/announcement', 'announcementList'],
    ['/announcement-detail/a', 'announcementPost'],
    ['/no-such-page', 'notFound'],
  ])('sends %s as a content page, without React, with its data (%s)', (path, data) => {
    const page = pageRouteAt(path);
    expect(page.render).toBe('content');
    expect(page.data).toBe(data);
  });

  it.each([
    ['/booknow', 'bookingForm'],
    ['/login', 'countries'],
    ['/register', 'countries'],
  ])('renders the app screen %s on the service and hydrates it (%s)', (path, data) => {
    expect(pageRouteAt(path).render).toBe('app');
    expect(pageRouteAt(path).data).toBe(data);
  });

  it.each([
    '/profile',
    '/profile/receipt/3',
    '/Checkout',
    '/schedule-form',
    '/booking-complete',
    '/track',
  ])("leaves %s, a rider's own app screen, to the browser", (path) => {
    expect(pageRouteAt(path).render).toBe('browser');
    expect(pageRouteAt(path).data).toBeUndefined();
  });

  it("leaves a ride for later being changed (/booknow?edit=) to the browser, the rider's own", () => {
    expect(pageRouteAt('/booknow', new URLSearchParams('edit=12')).render).toBe('browser');
    expect(pageRouteAt('/booknow', new URLSearchParams('edit=12')).data).toBeUndefined();
    expect(pageRouteAt('/booknow', new URLSearchParams('from=home')).render).toBe('app');
  });

  it("gives a post's loader the address's parameters", () => {
    expect(pageRouteAt('/blog-detail/fares-explained').params).toEqual({ slug: 'fares-explained' });
  });

  it("lists every app screen without parameters for a content page's first script (screenPaths.ts)", () => {
    const paths: string[] = [];
    const walk = (list: typeof routes) => {
      for (const route of list) {
        if (route.path && !route.path.includes(':') && route.path !== '*') {
          paths.push(`/${route.path}`);
        }
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    const screens = paths.filter((path) => pageRouteAt(path).render !== 'content');
    expect([...SCREEN_PATHS].sort()).toEqual(screens.sort());
  });
});
