import { useTranslation } from 'react-i18next';

const promises = [
  {
    key: 'safety',
    icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 9.5 4-1.2 7-5 7-9.5V6l-7-3zm-3 9 2.2 2.2L15.5 10',
  },
  {
    key: 'fair',
    icon: 'M12 3v18M5 7h14M5 7l-3 7a3.5 3.5 0 0 0 6 0L5 7zm14 0-3 7a3.5 3.5 0 0 0 6 0l-3-7zM8 21h8',
  },
  {
    key: 'support',
    icon: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zm-3 2v1a3 3 0 0 1-3 3h-2',
  },
] as const;

export function PromiseSection() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-section--alt" aria-labelledby="promise-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="promise-title">{t('promise.title')}</h2>
          <p>{t('promise.lead')}</p>
        </div>
        <ul className="promise-grid">
          {promises.map(({ key, icon }) => (
            <li key={key} className="promise-card">
              <span className="promise-card__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path
                    d={icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <h3>{t(`promise.${key}.title`)}</h3>
              <p>{t(`promise.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
