import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { webLayersRule } from './web-layers.js';

// RuleTester reports through the test framework's functions (they are static fields of it).
Object.assign(RuleTester, { afterAll, describe, it });

const src = new URL('../apps/web/src/', import.meta.url).pathname;
/** An import from `file` (below apps/web/src) that the rule lets pass, or reports once. */
const allowed = (file: string, code: string) => ({ filename: `${src}${file}`, code });
const refused = (file: string, code: string) => ({ filename: `${src}${file}`, code, errors: 1 });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('web-layers', webLayersRule, {
  valid: [
    allowed('app/router.tsx', "import { A } from '../features/content/routes';"),
    allowed(
      'features/content/api/get-posts.ts',
      "import { apiPost } from '../../../shared/api/client';",
    ),
    allowed('features/content/ListPage.tsx', "import { x } from './api/get-posts';"),
    allowed('shared/ui/Button.tsx', "import { y } from '../config';"),
    allowed('shared/ui/Button.tsx', "import React from 'react';"),
    allowed('ops/main.tsx', "import { OpsApp } from './app/OpsApp';"),
    allowed('ops/app/Shell.tsx', "import { S } from '../features/staff/StaffPage';"),
    allowed('ops/features/staff/StaffPage.tsx', "import { q } from '../../shared/staffList';"),
    allowed('ops/features/staff/api.ts', "import { apiPost } from '../../../shared/api/client';"),
    allowed('features/ride/RideOverlay.tsx', "import { t } from '../../domain/trips/tripCache';"),
    allowed('domain/trips/tripCache.ts', "import { p } from '../payments/queries';"),
    allowed('domain/trips/tripCache.ts', "import { c } from '../../shared/api/client';"),
    allowed('drive/main.tsx', "import { DriveApp } from './app/DriveApp';"),
    allowed('drive/app/DriveApp.tsx', "const a = import('../features/apply/ApplyPage');"),
    allowed('drive/features/ride/RidePage.tsx', "import { d } from '../../shared/driverApi';"),
    allowed('drive/shared/driverApi.ts', "import { apiPost } from '../../shared/api/client';"),
    allowed('main.tsx', "import { App } from './app/App';"),
    allowed('entry-server.tsx', "import { r } from './app/server/renderPage';"),
    allowed('light/menu.ts', "import { MENU_ID } from '../app/layout/headerParts';"),
    allowed('light/islands.ts', "const i = import('../islands/rideIsland');"),
    allowed('islands/rideIsland.tsx', "import { AppProviders } from '../app/App';"),
    allowed('features/contact/Form.tsx', "import { A } from '../../shared/ui/form/inPlace';"),
    allowed(
      'features/contact/Form.test.tsx',
      "import { r } from '../../test/renderWithProviders';",
    ),
    allowed('ops/app/Shell.test.tsx', "import { r } from '../../test/renderWithProviders';"),
    allowed('test/renderWithProviders.tsx', "import { AppProviders } from '../app/App';"),
  ],
  invalid: [
    refused('shared/ui/Button.tsx', "import { A } from '../../features/content/routes';"),
    refused('shared/api/client.ts', "import { App } from '../../app/App';"),
    refused('features/content/ListPage.tsx', "import { C } from '../contact/ContactPage';"),
    refused('features/content/ListPage.tsx', "import { R } from '../../app/router';"),
    refused('features/content/ListPage.tsx', "const m = import('../contact/ContactPage');"),
    refused('app/router.tsx', "import { OpsApp } from '../ops/app/OpsApp';"),
    refused('features/content/ListPage.tsx', "import { s } from '../../ops/shared/session';"),
    refused('shared/api/client.ts', "import { s } from '../../ops/shared/session';"),
    refused('ops/features/staff/StaffPage.tsx', "import { A } from '../audit/AuditLogPage';"),
    refused('ops/shared/session.ts', "import { S } from '../app/Shell';"),
    refused('ops/features/audit/api.ts', "import { r } from '../../../app/router';"),
    refused('shared/api/client.ts', "import { t } from '../../domain/trips/tripCache';"),
    refused('domain/trips/tripCache.ts', "import { o } from '../../features/ride/RideOverlay';"),
    refused('domain/trips/tripCache.ts', "import { A } from '../../app/App';"),
    refused('domain/trips/tripCache.ts', "import { s } from '../../ops/shared/session';"),
    refused('app/router.tsx', "import { DriveApp } from '../drive/app/DriveApp';"),
    refused('ops/app/Shell.tsx', "import { d } from '../../drive/shared/driverApi';"),
    refused('drive/app/DriveApp.tsx', "import { S } from '../../ops/app/Shell';"),
    refused('drive/features/ride/RidePage.tsx', "import { T } from '../../../domain/trips/x';"),
    refused('drive/features/ride/RidePage.tsx', "import { R } from '../requests/RequestCard';"),
    refused('drive/shared/driverApi.ts', "import { S } from '../app/Shell';"),
    // the entries sit on top: nothing imports them (a form once imported the light script)
    refused('features/contact/Form.tsx', "import { A } from '../../light/inPlaceForm';"),
    refused('app/App.tsx', "import { m } from '../light/menu';"),
    refused('app/App.tsx', "const i = import('../islands/rideIsland');"),
    refused('shared/ui/x.ts', "import { m } from '../../main';"),
    refused('ops/app/Shell.tsx', "import { m } from '../../light/menu';"),
    // test support is for tests only
    refused('features/contact/Form.tsx', "import { r } from '../../test/renderWithProviders';"),
    // every file is in a layer: a folder or a file the rule does not know is reported
    refused('widgets/Clock.tsx', "import React from 'react';"),
    refused('helpers.ts', 'export const x = 1;'),
    refused('ops/widgets/Clock.tsx', "import React from 'react';"),
  ],
});
