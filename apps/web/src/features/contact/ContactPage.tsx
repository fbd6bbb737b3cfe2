import { useTranslation } from 'react-i18next';
import { config } from '../../shared/config';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ContactForm } from './components/ContactForm';
import { telHref } from '../../shared/ui/telHref';
import './contact.css';

/** /contact-us: how to reach support, and a form that sends them a message. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  const phoneHref = telHref(config.supportPhone);
  return (
    <section className="container page contact-page" aria-labelledby="contact-title">
      <header className="page__header">
        <h1 id="contact-title">{t('title')}</h1>
        <p className="page__lead">{t('intro')}</p>
      </header>
      <div className="contact-page__grid">
        <div className="contact-info">
          <h2 id="contact-info-title">{t('info.title')}</h2>
          <p>{t('info.body')}</p>
          <dl className="contact-info__list">
            <div>
              <dt>{t('info.email')}</dt>
              <dd>
                <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>{t('info.phone')}</dt>
              <dd>
                <a href={phoneHref}>{config.supportPhone}</a>
              </dd>
            </div>
          </dl>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
