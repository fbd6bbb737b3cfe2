import { describe, expect, it } from 'vitest';
import { sourceOf, staticGraph } from '../test/staticImports';

// What loads before a rendered page hydrates (decision 020): the entry, main.tsx, the site's start
// it imports in steps (app/boot.tsx, decision 068), with everything it imports statically, and
// the page's module with everything it imports statically (the service links them as module
// preloads). What is imported only dynamically loads later, when it is used.
const SITE_START = 'src/app/boot.tsx';

describe("the site's entry", () => {
  it('evaluates React, the translations and the site each in a step of its own (decision 068)', () => {
    // a package imported statically by main.tsx would evaluate with it, in its first task
    expect(staticGraph('src/main.tsx').packages).toEqual([]);
    const main = sourceOf('src/main.tsx');
    const order = [
      "import('react-dom/client')",
      "import('./shared/i18n/i18n')",
      "import('./app/boot')",
    ];
    const at = order.map((step) => main.indexOf(step));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

describe('the scripts a page hydrates with', () => {
  it("leave out the map of every translation's chunk (loaded with the first translation asked for)", () => {
    const holdsTheMap = staticGraph(SITE_START).modules.filter((module) =>
      /import\.meta\.glob\b[^(]*\(\s*['"][^'"]*locales\//.test(sourceOf(module)),
    );
    expect(holdsTheMap).toEqual([]);
  });

  it("leave the API's schemas out of the entry (decision 061)", () => {
    // the layout's test-mode banner asked for one path of the payments contract, and brought its
    // schemas, the trips' and zod (24 KB gzip, their construction the booking screen's longest
    // task) into the entry; the paths are a module of their own
    const entry = staticGraph(SITE_START).modules;
    for (const schemas of ['payments', 'trips', 'booking', 'cities']) {
      expect(entry, schemas).not.toContain(`../../packages/contracts/src/${schemas}.ts`);
    }
  });

  it('of the home page, leave out the data sections below the first screen and what they bring', () => {
    const home = staticGraph('src/features/home/HomePage.tsx');
    expect(home.modules).not.toContain('src/features/home/components/CategoriesSection.tsx');
    expect(home.modules).not.toContain('src/features/home/components/CitiesSection.tsx');
    expect(home.packages).not.toContain('zod');
    expect(home.packages).not.toContain('@tanstack/react-query');
  });

  it('of the booking screen, leave out the form, the map and the summary (decision 044)', () => {
    const booking = staticGraph('src/features/booking/BookNowPage.tsx');
    expect(booking.modules).not.toContain('src/features/booking/components/BookingForm.tsx');
    expect(booking.packages).not.toContain('react-hook-form');
    // the map and the summary come after the form's own script, in its second pass
    const form = staticGraph('src/features/booking/components/BookingForm.tsx');
    expect(form.modules).not.toContain('src/features/booking/components/BookingSidebar.tsx');
    expect(form.modules).not.toContain('src/features/booking/components/BookingSummary.tsx');
    expect(form.modules).not.toContain('src/features/booking/components/MapPicker.tsx');
  });

  it("of the booking screen, leave the schemas and a signed-in rider's parts to later scripts (decision 066)", () => {
    // the page's own script evaluates while the page hydrates, on every visitor's phone: the
    // pending request (cancel, raise, notify me) and the edit screen are scripts of their own,
    // and the schemas evaluate with the form's script, in a task of their own
    const booking = staticGraph('src/features/booking/BookNowPage.tsx');
    const entry = staticGraph(SITE_START);
    expect(booking.packages.filter((name) => !entry.packages.includes(name))).toEqual([]);
    for (const schemas of ['trips', 'booking', 'cities', 'payments']) {
      expect(booking.modules, schemas).not.toContain(`../../packages/contracts/src/${schemas}.ts`);
    }
    expect(booking.modules).not.toContain('src/features/booking/components/PendingRideView.tsx');
    expect(booking.modules).not.toContain('src/features/booking/EditScheduledRide.tsx');
  });

  it('of the booking form, bring the styles of the map and the summary that come after it (decision 066)', () => {
    // a stylesheet added after the page made the browser work out the whole page's style again
    // in one long task on a phone; with the form's, the service puts them into the page's head
    const form = staticGraph('src/features/booking/components/BookingForm.tsx').modules;
    const sidebarStyles = staticGraph('src/features/booking/components/BookingSidebar.tsx')
      .modules.filter((module) => module.endsWith('.css'))
      .filter((module) => !module.includes('node_modules'));
    expect(sidebarStyles.length).toBeGreaterThan(0);
    expect(sidebarStyles.filter((style) => !form.includes(style))).toEqual([]);
  });

  it('of the login and registration screens, leave out the phone formatter (decision 044)', () => {
    for (const page of ['src/features/auth/LoginPage.tsx', 'src/features/auth/RegisterPage.tsx']) {
      expect(staticGraph(page).packages, page).not.toContain('libphonenumber-js');
    }
    // nor does the ride overlay a content page may load
    expect(staticGraph('src/islands/rideIsland.tsx').packages).not.toContain('libphonenumber-js');
  });
});

// A content page loads src/light/main.ts alone (issue 27): React, the router and i18next come
// only with the ride overlay island, which it imports dynamically.
describe("a content page's first script", () => {
  it('brings no React, router, i18next, TanStack Query or zod', () => {
    const light = staticGraph('src/light/main.ts');
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'i18next',
      '@tanstack/react-query',
      'zod',
    ]) {
      expect(light.packages, name).not.toContain(name);
    }
    expect(light.modules.filter((module) => module.endsWith('.tsx'))).toEqual([]);
  });
});
