import { z } from 'zod';

/**
 * The site's build configuration (docs/product/data.md) from VITE_* variables, validated when the site is
 * built (vite.config.ts): a bad value stops the build with a message naming it. The site itself
 * reads the checked values in config.ts without this schema (zod stays out of the first script).
 * Empty values count as unset.
 */
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(blankIsUnset, z.string().trim().optional());
const url = z.preprocess(blankIsUnset, z.url({ protocol: /^https?$/ }).optional());
/** A URL or a path on this site (VITE_TRACKING_BASE_URL defaults to /track). */
const urlOrPath = z.preprocess(
  blankIsUnset,
  z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path starting with /')
    .optional(),
);

export const buildEnvSchema = z.object({
  VITE_DEFAULT_CITY_ID: z.preprocess(blankIsUnset, z.coerce.number().int().positive().default(14)),
  VITE_SERVICE_TAX: z.preprocess(blankIsUnset, z.coerce.number().min(0).max(100).default(0)),
  VITE_SUPPORT_EMAIL: z.preprocess(blankIsUnset, z.email().default('support@fairfare.example')),
  VITE_SUPPORT_PHONE: z.preprocess(blankIsUnset, z.string().trim().default('+1 (519) 555-0142')),
  VITE_API_BASE_URL: z.preprocess(
    blankIsUnset,
    z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  ),
  VITE_TRACKING_BASE_URL: urlOrPath.transform((v) => v ?? '/track'),
  VITE_MAP_TILE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(
        /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/,
        'must be an http(s) tile URL with {z}, {x} and {y}',
      )
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  VITE_MAP_TILE_ATTRIBUTION: text,
  VITE_FOOTER_FACEBOOK: url,
  VITE_FOOTER_TWITTER: url,
  VITE_FOOTER_LINKEDIN: url,
  VITE_FOOTER_PINTEREST: url,
  VITE_FOOTER_INSTAGRAM: url,
});

export type BuildEnv = z.output<typeof buildEnvSchema>;

/** The build configuration, or an error naming every bad variable. */
export function parseBuildEnv(env: Record<string, unknown>): BuildEnv {
  const parsed = buildEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid site build configuration: ${details}`);
}
