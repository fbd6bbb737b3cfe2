import { z } from 'zod';
import { opsTripSummarySchema } from './ops-support.ts';
import { TRIP_STATUSES } from './trips.ts';

/**
 * Finding anyone in the back office (issue 39, decision 062): riders by name, phone or e-mail;
 * trips by number, rider, driver, city, status and dates; drivers by name, phone or plate. Every
 * list pages back with `before_id` (keyset on the id, newest first) and has a CSV export that
 * takes the same filter and streams every row of it.
 */
export const opsSearchPaths = {
  trips: '/opsapi/findtrips',
  exportRiders: '/opsapi/exportriders',
  exportTrips: '/opsapi/exporttrips',
  exportDrivers: '/opsapi/exportdrivers',
  exportAudit: '/opsapi/exportauditlog',
} as const;

/** What a person types to find someone: a name, a phone in any format, or an e-mail. */
export const searchTextSchema = z
  .string('ops.searchInvalid')
  .trim()
  .min(2, 'ops.searchInvalid')
  .max(100, 'ops.searchInvalid');

/** Where the next, older page starts (the last id shown). */
export const beforeIdSchema = z.number().int().positive('error.badRequest').optional();

const epochSchema = z.number().int().nonnegative('error.badRequest').optional();

export const findTripsRequestSchema = z.object({
  /** The trip's number ('1042'); the other filters still apply. */
  trip_id: z.number().int().positive('error.notFound').optional(),
  /** The rider's name, phone or e-mail. */
  rider: searchTextSchema.optional(),
  /** The driver's name, phone or plate. */
  driver: searchTextSchema.optional(),
  city_id: z.number().int().positive('validation.cityInvalid').optional(),
  status: z.enum(TRIP_STATUSES, 'error.badRequest').optional(),
  /** The ride's time (trip_date) from, inclusive, and to, exclusive (epoch ms). */
  from: epochSchema,
  to: epochSchema,
  before_id: beforeIdSchema,
});
export type FindTripsRequest = z.input<typeof findTripsRequestSchema>;

export const opsTripRowSchema = opsTripSummarySchema.extend({
  city_id: z.number(),
  city_name: z.string(),
  /** The city's hours from UTC, in which its times show. */
  tz_offset: z.number(),
  rider_name: z.string(),
  driver_name: z.string().nullable(),
});
export type OpsTripRow = z.infer<typeof opsTripRowSchema>;

export const findTripsSchema = z.object({
  trips: z.array(opsTripRowSchema),
  next_before_id: z.number().nullable(),
});

/** An export answers text/csv, not the JSON envelope: this only names it for the table. */
export const csvExportSchema = z.string();
