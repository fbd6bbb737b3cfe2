import { useId } from 'react';
import type { StarFill } from './stars';
import './rating.css';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';
/** The star's box (viewBox 0 0 24 24): a half star is the gold star clipped to its left half. */
const VIEW_SIZE = 24;

/**
 * One star, empty, half or fully gold; decorative (the rating's text is elsewhere). One SVG: the
 * outline, and over it the gold star, clipped to the left half for a half star. (Two SVGs, the
 * gold one in a half-wide box, drew a small whole star: the site's `svg { max-width: 100% }`
 * shrank it to its box instead of cutting it. Issue 26.)
 */
export function StarIcon({ fill, size }: { fill: StarFill; size: number }) {
  // an id usable in url(#…) whatever characters React puts in its ids
  const clipId = `star-half-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className="star-icon"
      data-fill={fill}
      viewBox={`0 0 ${VIEW_SIZE} ${VIEW_SIZE}`}
      width={size}
      height={size}
      aria-hidden
      focusable="false"
    >
      <path className="star-icon__base" d={STAR_PATH} />
      {fill === 'half' && (
        <clipPath id={clipId}>
          <rect x={0} y={0} width={VIEW_SIZE / 2} height={VIEW_SIZE} />
        </clipPath>
      )}
      {fill !== 'empty' && (
        <path
          className="star-icon__gold"
          d={STAR_PATH}
          clipPath={fill === 'half' ? `url(#${clipId})` : undefined}
        />
      )}
    </svg>
  );
}
