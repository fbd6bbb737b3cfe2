import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A cell of an export: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * One cell as RFC 4180 writes it, made safe to open in a spreadsheet: a text that starts with
 * = + - @ (or a tab or carriage return) would run as a formula there, so it is prefixed with an
 * apostrophe (OWASP's "CSV injection" advice). Numbers are the export's own and stay numbers.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF-ended (RFC 4180). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams an export: a byte-order mark (so a spreadsheet reads UTF-8 names right), the header,
 * then the rows as they are read, page by page, never the whole list in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): FastifyReply {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const row of rows) yield csvLine(row);
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** Every row of a keyset-paged read: asks page after page until one comes back short. */
export async function* everyRow<Row>(
  page: (beforeId: number | undefined, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
  pageSize = 500,
): AsyncGenerator<Row> {
  let beforeId: number | undefined;
  for (;;) {
    const rows = await page(beforeId, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    beforeId = idOf(rows.at(-1)!);
  }
}

/** An instant as ISO 8601 in a zone `offsetHours` from UTC: 2026-11-28T15:37:00-05:00. */
export function isoAt(at: number, offsetHours = 0): string {
  if (offsetHours === 0) return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const minutes = Math.round(offsetHours * 60);
  const local = new Date(at + minutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
