import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { config } from '../../shared/config';
import { useIsLoggedIn } from '../../shared/session/hooks';
import { MENU_ID, MENU_TOGGLE_CLASS } from './headerParts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SocialLinkList } from './SocialLinkList';
import { connectLinks } from './socialLinks';
import './Header.css';

/** The header's navigation links (docs/product/screens.md Header), in order. */
const mainLinks = [
  { to: '/', key: 'home', end: true },
  { to: '/about-us', key: 'about' },
  { to: '/services', key: 'services' },
  { to: '/contact-us', key: 'contact' },
  { to: '/blog', key: 'blog' },
  { to: '/article', key: 'article' },
  { to: '/announcement', key: 'announcement' },
] as const;

/**
 * Site header (docs/product/screens.md): logo to /, navigation, My Account or Login, Book Now in the menu and as a
 * separate button, the language switcher and the "Connect with us" links. Below 992 px the menu
 * collapses behind the Menu button; it closes when a link is chosen, on Escape and on navigation.
 * On a content page, which React does not run, the first script does the same (src/light/menu.ts).
 */
export function Header() {
  const { t } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const connectId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleRef.current?.focus();
    }
  };

  const account = loggedIn
    ? { to: '/profile', label: t('nav.myAccount') }
    : { to: '/login', label: t('nav.login') };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand">
          <img
            className="site-header__logo"
            src={config.businessLogoPath}
            alt={t('header.homeLink')}
            width={240}
            height={160}
          />
        </Link>

        <div className="site-header__actions">
          <Link to="/booknow" className="button button--primary site-header__cta">
            {t('nav.bookNow')}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className={MENU_TOGGLE_CLASS}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span className="site-header__burger" aria-hidden="true" data-open={open}>
              <span />
              <span />
              <span />
            </span>
            <span>{t('header.menu')}</span>
          </button>
        </div>

        <div id={MENU_ID} className="site-header__menu" data-open={open}>
          <nav className="site-nav" aria-label={t('header.mainNav')}>
            <ul className="site-nav__list">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={'end' in link ? link.end : false}
                    className="site-nav__link"
                    onClick={close}
                  >
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={account.to} className="site-nav__link" onClick={close}>
                  {account.label}
                </NavLink>
              </li>
              <li className="site-nav__book">
                <NavLink
                  to="/booknow"
                  className="site-nav__link site-nav__link--book"
                  onClick={close}
                >
                  {t('nav.bookNow')}
                </NavLink>
              </li>
            </ul>
          </nav>

          <div className="site-header__utility">
            <div className="site-header__connect">
              <span id={connectId} className="site-header__connect-label">
                {t('header.connect')}
              </span>
              <SocialLinkList links={connectLinks} labelledBy={connectId} />
            </div>
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </header>
  );
}
