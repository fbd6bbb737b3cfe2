/** Spec §9: the star rating has 5 stars in half steps, size 15, gold. */
export const STAR_COUNT = 5;
export const STAR_SIZE = 15;
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
