/** docs/product/constants.md: the star rating has 5 stars in half steps, size 15, gold. */
export const STAR_COUNT = 5;
/** A given rating (read-only) is shown at the spec's size. */
export const STAR_SIZE = 15;
/**
 * The rating input's stars are larger than the spec's 15 px: each half of a star is a radio, and a
 * touch target must be at least 24 × 24 CSS px. A 40 px star in a 48 px cell (rating.css) gives two
 * 24 × 48 px halves.
 */
export const INPUT_STAR_SIZE = 40;
export const STAR_STEPS: readonly number[] = Array.from(
  { length: STAR_COUNT * 2 },
  (_, i) => (i + 1) / 2,
);

export type StarFill = 'full' | 'half' | 'empty';

/** How much of star number `star` (1–5) a rating fills. */
export function starFill(rating: number, star: number): StarFill {
  if (rating >= star) return 'full';
  if (rating >= star - 0.5) return 'half';
  return 'empty';
}
