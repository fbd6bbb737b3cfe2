import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const points = ['offers', 'noSurge', 'schedule'] as const;

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__actions">
            <Link to="/booknow" className="button button--light button--large">
              {t('hero.cta')}
            </Link>
            <Link to="/services" className="hero__secondary">
              {t('hero.secondary')}
            </Link>
          </div>
          <ul className="hero__points">
            {points.map((point) => (
              <li key={point}>
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="m5 12.5 4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t(`hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A decorative city map with a route between two pins. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 420 360" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="400" height="340" rx="32" fill="#12213b" />
      <g stroke="#233658" strokeWidth="14" strokeLinecap="round">
        <path d="M10 90h400M10 210h400M10 300h400M90 10v340M220 10v340M330 10v340" />
      </g>
      <g stroke="#1b2c4b" strokeWidth="6">
        <path d="M10 150h400M150 10v340M280 10v340" />
      </g>
      <path
        d="M90 300c0-50 10-90 60-90h70c40 0 60-30 60-70V90h50"
        fill="none"
        stroke="#2dd4bf"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="2 16"
      />
      <circle cx="90" cy="300" r="16" fill="#2dd4bf" />
      <circle cx="90" cy="300" r="6" fill="#12213b" />
      <path
        d="M330 40c-17 0-30 13-30 29 0 22 30 49 30 49s30-27 30-49c0-16-13-29-30-29z"
        fill="#f59e0b"
      />
      <circle cx="330" cy="69" r="10" fill="#12213b" />
      <g transform="translate(196 178)">
        <rect width="120" height="64" rx="16" fill="#ffffff" />
        <circle cx="30" cy="32" r="14" fill="#ccfbf1" />
        <path
          d="m23 32 5 5 10-10"
          fill="none"
          stroke="#0f766e"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="54" y="20" width="50" height="9" rx="4.5" fill="#0f172a" />
        <rect x="54" y="36" width="34" height="8" rx="4" fill="#94a3b8" />
      </g>
    </svg>
  );
}
