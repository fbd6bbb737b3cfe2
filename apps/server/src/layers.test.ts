import { basename, dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges } from '../test/helpers/import-graph.ts';

// The service's top-level folders in layers (issue 40): each may import only the layers below
// it, so they form no cycle and a low layer (http's errors, the settings) never reaches up into
// the modules. What a low layer needs from above (who a session is, the rider's trip) is passed
// in where the app is assembled (app.ts). docs/architecture.md draws the same layers.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Top first; a folder, or a file directly in src/ by its name (config.ts is `config`). */
const LAYERS: readonly (readonly string[])[] = [
  ['app'], // assembles the service from everything below
  ['metrics', 'openapi', 'process-guards', 'shutdown', 'sim', 'site'], // about the whole service
  ['modules', 'jobs'], // the business areas (modules/<name>); the runner of their due jobs
  ['due-jobs', 'realtime'], // what a module may use: its due jobs, the sockets
  ['adapters'], // SMS, payments, geo, documents, push: the outside world
  ['http'], // errors, endpoints, envelopes, request ids, access: how the API speaks
  ['db'], // the database, its schema, migrations and seed
  ['config'], // the settings
  ['secret-files'],
];

/** Entry points (main.ts, the CLIs) assemble what they run: nothing imports them. */
const isEntryPoint = (file: string) => /(^|[/\\])(main|cli|[\w-]+-cli)\.ts$/.test(file);

/** The layer's node of a file: its top-level folder, or its own name directly in src/. */
function nodeOf(file: string): string | undefined {
  if (isEntryPoint(file)) return undefined;
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 ? parts[0] : basename(file, '.ts');
}

const layerOf = (node: string) => LAYERS.findIndex((layer) => layer.includes(node));

describe("the service's top-level folders", () => {
  const list = importEdges(SRC, nodeOf);

  it('find the imports (the test reads what it checks)', () => {
    expect(list.some((e) => e.from === 'modules' && e.to === 'http')).toBe(true);
    expect(list.some((e) => e.from === 'app' && e.to === 'modules')).toBe(true);
    expect(list.some((e) => e.from === 'config' && e.to === 'secret-files')).toBe(true);
  });

  it('form no import cycle', () => {
    expect(cycles(list)).toEqual([]);
  });

  it('each sit in a layer', () => {
    const nodes = new Set(list.flatMap((e) => [e.from, e.to]));
    expect([...nodes].filter((node) => layerOf(node) < 0).sort()).toEqual([]);
  });

  it('import only the layers below their own', () => {
    const upward = list
      .filter((e) => layerOf(e.to) <= layerOf(e.from))
      .map((e) => `${e.file} → ${e.target}`);
    expect(upward).toEqual([]);
  });

  it('(entry points) are known by their names', () => {
    expect(['main.ts', 'db/seed/cli.ts', 'db/migrate-cli.ts'].every(isEntryPoint)).toBe(true);
    expect(['config.ts', 'modules/staff/client.ts'].some(isEntryPoint)).toBe(false);
  });
});
