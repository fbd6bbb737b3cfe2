import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it, onTestFinished } from 'vitest';

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

  it('refuses an import cycle in the product code', async () => {
    // The rule follows imports to files on disk, so the two modules are written for real.
    const root = new URL('..', import.meta.url).pathname;
    const dir = mkdtempSync(join(root, 'apps/server/src/cycle-probe-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const results = await eslint.lintFiles([join(dir, 'a.ts')]);
    const cycles = results[0]?.messages.filter((m) => m.ruleId === 'import-x/no-cycle') ?? [];
    expect(cycles).toHaveLength(1);
  });
});
