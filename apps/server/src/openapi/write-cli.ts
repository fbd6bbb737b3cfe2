import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openApiDocument } from './document.ts';

/**
 * `npm run openapi [-- <file>]`: writes the OpenAPI 3.1 document the service serves at
 * /api/openapi.json to a file (dist/openapi.json unless given), for a driver app's code
 * generator or a review of contract changes. Generated, never edited by hand.
 */
const target = resolve(process.argv[2] ?? 'dist/openapi.json');
const document = openApiDocument();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI ${document.openapi}: ${Object.keys(document.paths).length} paths → ${target}`);
