import type { ReactNode } from 'react';

export type SocialNetwork =
  'facebook' | 'tiktok' | 'instagram' | 'x' | 'youtube' | 'twitter' | 'linkedin' | 'pinterest';

const filled: Record<Exclude<SocialNetwork, 'instagram'>, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  tiktok:
    'M16.2 3c.3 2.3 1.9 4 4.1 4.3v3.3c-1.5 0-2.9-.5-4.1-1.3V15a6 6 0 1 1-6-6c.2 0 .5 0 .7.1v3.3a2.7 2.7 0 1 0 2 2.6V3z',
  x: 'M3.5 3h5.3l4.1 5.6L17.8 3h2.5l-6.3 7.3L21 21h-5.3l-4.5-6.1L5.9 21H3.4l6.7-7.7zm3.3 1.8 9.8 14.4h1.2L8 4.8z',
  youtube: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5.2-3z',
  twitter:
    'M22 5.8a8.5 8.5 0 0 1-2.4.7 4.1 4.1 0 0 0 1.8-2.3 8.2 8.2 0 0 1-2.6 1 4.1 4.1 0 0 0-7 3.7 11.6 11.6 0 0 1-8.4-4.3 4.1 4.1 0 0 0 1.3 5.5 4 4 0 0 1-1.9-.5 4.1 4.1 0 0 0 3.3 4 4.1 4.1 0 0 1-1.8.1 4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3a11.6 11.6 0 0 0 6.3 1.8c7.5 0 11.7-6.3 11.7-11.7v-.5A8.3 8.3 0 0 0 22 5.8z',
  linkedin:
    'M4 9h4v11H4zM6 3.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.8-1.9 4 0 4.4 2.5 4.4 5.8V20h-4v-4.8c0-1.2 0-2.7-1.7-2.7s-2 1.3-2 2.6V20H10z',
  pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .8-.5 2.1-.8 3.2-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.3-.3 1.2c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z',
};

/** A decorative icon of a social network (its link carries the accessible name). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  let shape: ReactNode;
  if (network === 'instagram') {
    shape = (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </g>
    );
  } else {
    shape = <path d={filled[network]} fill="currentColor" fillRule="evenodd" />;
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {shape}
    </svg>
  );
}
