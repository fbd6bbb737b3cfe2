import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own configuration, asked about files that are not on disk.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

const fromTest =
  "import { registerRider } from '../../../test/helpers/auth.ts';\nvoid registerRider;\n";

describe('server layers', () => {
  it('keeps the service from importing test support', async () => {
    expect(await restrictedImports('apps/server/src/modules/trips/service.ts', fromTest)).toBe(1);
  });

  it('lets tests import it', async () => {
    expect(await restrictedImports('apps/server/src/modules/trips/x.api.test.ts', fromTest)).toBe(
      0,
    );
  });
});
