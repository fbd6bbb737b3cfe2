import { useTranslation } from 'react-i18next';

const steps = ['route', 'fare', 'offers', 'ride'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="how-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="how-title">{t('how.title')}</h2>
          <p>{t('how.lead')}</p>
        </div>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`how.steps.${step}.title`)}</h3>
              <p>{t(`how.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
