import type { StarFill } from './stars';
import './rating.css';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/** One star, empty, half or fully gold; decorative (the rating's text is elsewhere). */
export function StarIcon({ fill, size }: { fill: StarFill; size: number }) {
  return (
    <span className="star-icon" data-fill={fill} style={{ width: size, height: size }} aria-hidden>
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
        <path className="star-icon__base" d={STAR_PATH} />
      </svg>
      <span className="star-icon__gold">
        <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
          <path d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}
