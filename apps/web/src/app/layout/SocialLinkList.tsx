import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialIcon } from './SocialIcon';
import type { SocialLink } from './socialLinks';
import './SocialLinkList.css';

interface SocialLinkListProps {
  links: readonly SocialLink[];
  /** id of the element that names the list. */
  labelledBy: string;
  tone?: 'light' | 'dark';
}

/** External social links as icon buttons; each opens in a new tab and says so to screen readers. */
export function SocialLinkList({ links, labelledBy, tone = 'light' }: SocialLinkListProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  return (
    <>
      <ul className={`social-links social-links--${tone}`} aria-labelledby={labelledBy}>
        {links.map(({ network, href }) => (
          <li key={network}>
            <a
              className="social-links__link"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`social.${network}`)}
              aria-describedby={hintId}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
      <span id={hintId} hidden>
        {t('newTab')}
      </span>
    </>
  );
}
