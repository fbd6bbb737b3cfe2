import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../shared/config';
import { isPageHydrating } from '../../shared/pageHydration';
import { SocialLinkList } from './SocialLinkList';
import type { SocialLink } from './socialLinks';
import { telHref } from '../../shared/ui/telHref';
import { withColon } from '../../shared/intl/withColon';
import './Footer.css';

/** Footer social networks, shown only when the build configures their address (docs/product/screens.md). */
const optionalNetworks = ['facebook', 'twitter', 'linkedin', 'pinterest', 'instagram'] as const;

function configuredSocialLinks(): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of optionalNetworks) {
    const href = config.footerSocial[network];
    if (href) links.push({ network, href });
  }
  return links;
}

/**
 * Site footer (docs/product/screens.md): about text, contact details, legal links, optional social links and the
 * 2024 copyright. It scrolls the window to the top when it appears (docs/product/screens.md).
 */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  const followId = useId();
  const social = configuredSocialLinks();
  // A footer the service rendered appeared with the page's HTML, at the top, before any script;
  // hydrating it is not its appearing, and scrolling then moved the field a rider had scrolled to
  // from under their finger (decision 069). Until the page's own part has hydrated, this render is
  // the hydration of the service's footer (shared/pageHydration.ts).
  const [appearsNow] = useState(() => !isPageHydrating());

  useEffect(() => {
    if (appearsNow) window.scrollTo(0, 0);
  }, [appearsNow]);

  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <div className="site-footer__about">
          <p className="site-footer__brand">{t('brand')}</p>
          <h2 className="site-footer__title">{t('footer.aboutTitle')}</h2>
          <p>{t('footer.about')}</p>
          <p>
            <Link to="/drive-with-fairfare">{t('footer.drive')}</Link>
          </p>
        </div>

        <div>
          <h2 className="site-footer__title">{t('footer.contactTitle')}</h2>
          <address className="site-footer__contact">
            <p>
              <span className="visually-hidden">
                {withColon(t('footer.addressLabel'), i18n.resolvedLanguage)}{' '}
              </span>
              {t('footer.address')}
            </p>
            <p>
              <span className="site-footer__label">{t('footer.emailLabel')}</span>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </p>
            <p>
              <span className="site-footer__label">{t('footer.phoneLabel')}</span>
              <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="site-footer__title">
            {t('footer.linksTitle')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/term-condition">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>

        {social.length > 0 ? (
          <div>
            <h2 id={followId} className="site-footer__title">
              {t('footer.followTitle')}
            </h2>
            <SocialLinkList links={social} labelledBy={followId} tone="dark" />
          </div>
        ) : null}
      </div>

      <div className="site-footer__bottom">
        <p className="container">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
