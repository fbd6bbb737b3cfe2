import { expect } from 'vitest';

/** An export's answer as its lines (header first): checked to be CSV, byte-order mark dropped. */
export function csvLines(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string[] {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
}
