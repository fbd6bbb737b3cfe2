import { sql, type RawBuilder, type SqlBool } from 'kysely';

// The conditions of the back office's searches for a person (issue 39, decision 062), shared by
// the riders', trips' and drivers' reads: the same typed text finds the same people everywhere.

/** A phone as it is stored: its country code ('+1') and its national number. */
export interface StoredPhoneNumber {
  phone_code: string;
  phone: string;
}

/**
 * What a search for a person matches (decision 062): a phone (the stored numbers it may be, and
 * its digits anywhere in the number unless it was typed with its country code), or a text found
 * in the name, the e-mail or, for a driver, the plate.
 */
export type PersonMatch =
  | { kind: 'phone'; phones: readonly StoredPhoneNumber[]; digits: string | null }
  | { kind: 'text'; text: string };

/** `%text%` for LIKE … ESCAPE '\': the typed % _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const like = (column: RawBuilder<unknown>, text: string) =>
  sql<SqlBool>`lower(coalesce(${column}, '')) like ${containsPattern(text)} escape '\\'`;

const anyOf = (conditions: Array<RawBuilder<SqlBool>>) =>
  conditions.length === 0
    ? sql<SqlBool>`1 = 0`
    : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

function phoneCondition(code: string, number: string, m: PersonMatch & { kind: 'phone' }) {
  const exact = m.phones.map(
    (p) => sql<SqlBool>`(${sql.ref(code)} = ${p.phone_code} and ${sql.ref(number)} = ${p.phone})`,
  );
  return anyOf(m.digits ? [...exact, like(sql.ref(number), m.digits)] : exact);
}

/** A rider (a `users` row under `alias`) the search matches. */
export function riderMatches(alias: string, m: PersonMatch): RawBuilder<SqlBool> {
  if (m.kind === 'phone') return phoneCondition(`${alias}.phone_code`, `${alias}.phone`, m);
  const name = sql`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;
  return anyOf([like(name, m.text), like(sql.ref(`${alias}.email`), m.text)]);
}

/** A driver (a `drivers` row under `alias`) the search matches: name, phone or plate. */
export function driverMatches(alias: string, m: PersonMatch): RawBuilder<SqlBool> {
  if (m.kind === 'phone') return phoneCondition(`${alias}.d_phone_code`, `${alias}.d_phone`, m);
  return anyOf([
    like(sql.ref(`${alias}.d_name`), m.text),
    like(sql.ref(`${alias}.car_number`), m.text),
  ]);
}
