/**
 * The driver's new average after one more rating (spec §9, DESIGN §5 Rating):
 * (old × count + new) / (count + 1), kept to 2 decimals so that the stored average reads as the
 * site shows it. A driver with no ratings yet (count 0) simply takes the new one.
 */
export function nextDriverRating(
  old: { d_rating: number; d_rating_count: number },
  rating: number,
): { d_rating: number; d_rating_count: number } {
  const count = Math.max(0, Math.trunc(old.d_rating_count));
  const average = (old.d_rating * count + rating) / (count + 1);
  return { d_rating: roundTo2(average), d_rating_count: count + 1 };
}

// Binary floating point holds 8.45 / 2 as 4.22499999…; 12 significant digits first, so that a
// decimal half (4.225) rounds up as a person expects.
const roundTo2 = (v: number): number => Math.round(Number((v * 100).toPrecision(12))) / 100;
