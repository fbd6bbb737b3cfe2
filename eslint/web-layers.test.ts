import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { webLayersRule } from './web-layers.js';

// RuleTester reports through the test framework's functions (they are static fields of it).
Object.assign(RuleTester, { afterAll, describe, it });

const src = new URL('../apps/web/src/', import.meta.url).pathname;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('web-layers', webLayersRule, {
  valid: [
    { filename: `${src}app/router.tsx`, code: "import { A } from '../features/content/routes';" },
    {
      filename: `${src}features/content/api/get-posts.ts`,
      code: "import { apiPost } from '../../../shared/api/client';",
    },
    {
      filename: `${src}features/content/ListPage.tsx`,
      code: "import { x } from './api/get-posts';",
    },
    { filename: `${src}shared/ui/Button.tsx`, code: "import { y } from '../config';" },
    { filename: `${src}shared/ui/Button.tsx`, code: "import React from 'react';" },
  ],
  invalid: [
    {
      filename: `${src}shared/ui/Button.tsx`,
      code: "import { A } from '../../features/content/routes';",
      errors: 1,
    },
    {
      filename: `${src}shared/api/client.ts`,
      code: "import { App } from '../../app/App';",
      errors: 1,
    },
    {
      filename: `${src}features/content/ListPage.tsx`,
      code: "import { C } from '../contact/ContactPage';",
      errors: 1,
    },
    {
      filename: `${src}features/content/ListPage.tsx`,
      code: "import { R } from '../../app/router';",
      errors: 1,
    },
    {
      filename: `${src}features/content/ListPage.tsx`,
      code: "const m = import('../contact/ContactPage');",
      errors: 1,
    },
  ],
});
