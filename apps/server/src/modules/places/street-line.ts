import type { LatLng } from '@fairfare/contracts/fare';

/**
 * A point of a street and the house number standing there; `postcode`, the postcode area the
 * street is in from this point on (the first point has one; later ones where it changes).
 */
export interface StreetAnchor {
  number: number;
  lat: number;
  lng: number;
  postcode?: string | undefined;
}

/** A point on a street, the index of the anchor its segment starts at, and how far along it. */
export interface StreetPoint extends LatLng {
  segment: number;
  /** 0 at the segment's first anchor, 1 at its next. */
  along: number;
}

/** The house number at a point of the street, by the same interpolation, to the nearest whole. */
export function numberAt(anchors: readonly StreetAnchor[], point: StreetPoint): number {
  const a = anchors[point.segment]!;
  const b = anchors[point.segment + 1] ?? a;
  return Math.round(a.number + (b.number - a.number) * point.along);
}

/** The postcode area in effect on the segment starting at anchor `segment`, or ''. */
export function postcodeOfSegment(anchors: readonly StreetAnchor[], segment: number): string {
  for (let i = Math.min(segment, anchors.length - 1); i >= 0; i--) {
    const code = anchors[i]!.postcode;
    if (code) return code;
  }
  return '';
}

/** The house numbers a street's anchors span (first and last; they rise along the street). */
export function numberRange(anchors: readonly StreetAnchor[]): { from: number; to: number } {
  return { from: anchors[0]!.number, to: anchors.at(-1)!.number };
}

/**
 * Where `number` stands on a street: between the two anchors around it, as far from the first as
 * the number is from its number (linear; a block or two off on real streets, hence "approximate").
 * Null outside the street's range.
 */
export function interpolateNumber(
  anchors: readonly StreetAnchor[],
  number: number,
): StreetPoint | null {
  if (anchors.length === 0) return null;
  const { from, to } = numberRange(anchors);
  if (!(number >= from && number <= to)) return null;
  for (let i = 0; i < anchors.length - 1; i++) {
    const a = anchors[i]!;
    const b = anchors[i + 1]!;
    if (number > b.number) continue;
    const span = b.number - a.number;
    const f = span > 0 ? (number - a.number) / span : 0;
    return {
      lat: a.lat + (b.lat - a.lat) * f,
      lng: a.lng + (b.lng - a.lng) * f,
      segment: i,
      along: f,
    };
  }
  const last = anchors.at(-1)!;
  return { lat: last.lat, lng: last.lng, segment: anchors.length - 1, along: 0 };
}

/**
 * The point of a street nearest to `point`: its projection on the nearest segment, on a plane
 * where a degree of longitude is shortened by the cosine of the latitude (good to metres across
 * a city).
 */
export function nearestOnStreet(anchors: readonly StreetAnchor[], point: LatLng): StreetPoint {
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const x = (p: LatLng) => p.lng * cos;
  let best: StreetPoint = { lat: anchors[0]!.lat, lng: anchors[0]!.lng, segment: 0, along: 0 };
  let bestD2 = Infinity;
  const consider = (p: StreetPoint) => {
    const d2 = (x(p) - x(point)) ** 2 + (p.lat - point.lat) ** 2;
    if (d2 < bestD2) {
      best = p;
      bestD2 = d2;
    }
  };
  if (anchors.length === 1) return best;
  for (let i = 0; i < anchors.length - 1; i++) {
    const a = anchors[i]!;
    const b = anchors[i + 1]!;
    const dx = x(b) - x(a);
    const dy = b.lat - a.lat;
    const len2 = dx * dx + dy * dy;
    const t =
      len2 === 0
        ? 0
        : Math.max(0, Math.min(1, ((x(point) - x(a)) * dx + (point.lat - a.lat) * dy) / len2));
    consider({ lat: a.lat + dy * t, lng: a.lng + (b.lng - a.lng) * t, segment: i, along: t });
  }
  return best;
}
