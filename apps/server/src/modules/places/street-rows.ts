import { z } from 'zod';
import type { GazetteerStreet } from './gazetteer-search.ts';

/**
 * `[[house number, lat, lng, postcode area?], …]`: at least two points, numbers rising along the
 * street.
 */
const anchorsSchema = z
  .array(
    z.tuple([
      z.number().int().min(0),
      z.number().min(-90).max(90),
      z.number().min(-180).max(180),
      z
        .string()
        .regex(/^[A-Z]\d[A-Z]$/)
        .optional(),
    ]),
  )
  .min(2)
  .refine((list) => list.every((a, i) => i === 0 || a[0] > list[i - 1]![0]));

/**
 * A `streets` row as the search reads it, or null for a row whose points are not a street (a
 * hand-edited row must not break every search of its city: it is left out).
 */
export function readStreetRow(row: {
  street_name: string;
  street_points_json: string;
}): GazetteerStreet | null {
  const key = `${row.street_name}\n${row.street_points_json}`;
  const known = readRows.get(key);
  if (known !== undefined) return known;
  const street = parseStreetRow(row);
  // every search of a city reads the same rows: each is checked and parsed once
  if (readRows.size >= READ_ROWS_MAX) readRows.delete(readRows.keys().next().value!);
  readRows.set(key, street);
  return street;
}

/** Rows already read, by name and points (a changed row is read anew). */
const readRows = new Map<string, GazetteerStreet | null>();
const READ_ROWS_MAX = 5_000;

function parseStreetRow(row: {
  street_name: string;
  street_points_json: string;
}): GazetteerStreet | null {
  let json: unknown;
  try {
    json = JSON.parse(row.street_points_json);
  } catch {
    return null;
  }
  const anchors = anchorsSchema.safeParse(json);
  if (!anchors.success) return null;
  return {
    name: row.street_name,
    anchors: anchors.data.map(([number, lat, lng, postcode]) => ({ number, lat, lng, postcode })),
  };
}
