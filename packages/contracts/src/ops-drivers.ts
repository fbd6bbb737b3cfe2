import { z } from 'zod';

/** The back office's drivers screen (issue 30 "Drivers"): list, search, suspend, reinstate. */
export const opsDriverPaths = {
  list: '/opsapi/getdrivers',
  detail: '/opsapi/getdriver',
  suspend: '/opsapi/suspenddriver',
} as const;

export const opsDriverListRequestSchema = z.object({
  /** Part of the name, the phone (any format) or the car's plate. */
  search: z.string().trim().max(100).optional(),
  city_id: z.number().int().positive('validation.cityInvalid').optional(),
  suspended: z.boolean().optional(),
  /** Where the next, older page starts (keyset on the id, newest first; decision 062). */
  before_id: z.number().int().positive('error.badRequest').optional(),
});
export type OpsDriverListRequest = z.input<typeof opsDriverListRequestSchema>;

export const opsDriverSchema = z.object({
  driver_id: z.number(),
  city_id: z.number(),
  name: z.string(),
  phone: z.string(),
  car: z.string(),
  rating: z.number(),
  rating_count: z.number(),
  trips: z.number(),
  online: z.boolean(),
  suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
});
export type OpsDriver = z.infer<typeof opsDriverSchema>;
export const opsDriverListSchema = z.object({
  drivers: z.array(opsDriverSchema),
  next_before_id: z.number().nullable(),
});

export const opsDriverRequestSchema = z.object({
  driver_id: z.number().int().positive('error.notFound'),
});
export const opsDriverTripSchema = z.object({
  trip_id: z.number(),
  trip_status: z.string(),
  total_fare: z.number(),
  trip_rating: z.number().nullable(),
  created_at: z.number(),
});
export const opsDriverDetailSchema = z.object({
  driver: opsDriverSchema,
  recent_trips: z.array(opsDriverTripSchema),
});
export type OpsDriverDetail = z.infer<typeof opsDriverDetailSchema>;

/** A reason every suspension and reinstatement carries (it is in the audit log). */
export const opsReasonSchema = z
  .string('ops.reasonRequired')
  .trim()
  .min(3, 'ops.reasonRequired')
  .max(500, 'ops.reasonTooLong');

export const suspendDriverRequestSchema = z.object({
  driver_id: z.number().int().positive('error.notFound'),
  suspended: z.boolean(),
  reason: opsReasonSchema,
});
export type SuspendDriverRequest = z.input<typeof suspendDriverRequestSchema>;
