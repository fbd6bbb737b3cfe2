import fc from 'fast-check';
import { z } from 'zod';

/**
 * Malformed request bodies for an endpoint's schema, for the fuzz suite: bodies that name the
 * schema's own fields (so validation is reached field by field, not refused at the first
 * glance) with values of every wrong kind, plus JSON of other shapes and text that is no JSON.
 * Every body this yields is refused by the schema itself, so a 2xx answer is a bug.
 */

/** The field names anywhere in a schema (input side), found through its JSON Schema. */
export function fieldNamesOf(schema: z.ZodType): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const name of Object.keys(record.properties)) names.add(name);
    }
    Object.values(record).forEach(walk);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...names];
}

/** Values no careful contract takes for granted: wrong types, tricky text and numbers. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.1 + 0.2,
    '',
    ' ',
    '0x10',
    ' 12 ',
    '1e3',
    '-0',
    'NaN',
    'Infinity',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    '<script>alert(1)</script>',
    "'; DROP TABLE trips; --",
    '../../etc/passwd',
    '２０',
    'x'.repeat(5000),
    [],
    [1],
    ['a', 'b'],
    {},
    { $gt: '' },
    { __proto__: { polluted: true } },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Text sent as an application/json body that is not JSON at all. */
const notJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,',
  'undefined',
  "{'a':1}",
  '\u0000',
  '{"a":1}}',
  'nul',
);

/** Raw body texts (sent with content-type application/json) that the schema refuses. */
export function malformedBodies(schema: z.ZodType): fc.Arbitrary<string> {
  const fields = fieldNamesOf(schema);
  const named =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), oddValue, {
          minKeys: 1,
          maxKeys: fields.length + 1,
        })
      : fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { minKeys: 1 });
  const json = fc
    .oneof(
      { weight: 6, arbitrary: named },
      { weight: 1, arbitrary: oddValue },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    )
    .map((value) => JSON.stringify(value) ?? 'null')
    // Refused by the schema as the server will see it (after JSON), so malformed for certain.
    .filter((text) => !schema.safeParse(JSON.parse(text)).success);
  return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: notJson });
}
