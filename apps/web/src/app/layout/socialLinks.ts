import type { SocialNetwork } from './SocialIcon';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** The header's "Connect with us" block: five external links (docs/product/screens.md Header). */
export const connectLinks: readonly SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/fairfare' },
  { network: 'tiktok', href: 'https://www.tiktok.com/@fairfare' },
  { network: 'instagram', href: 'https://www.instagram.com/fairfare' },
  { network: 'x', href: 'https://x.com/fairfare' },
  { network: 'youtube', href: 'https://www.youtube.com/@fairfare' },
];
