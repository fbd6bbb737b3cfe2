import type { ContentKind } from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';

/** The picture drawn on a post's generated illustration (scripts/generate-images.ts). */
export type Motif =
  | 'offer'
  | 'shield'
  | 'driver'
  | 'plane'
  | 'campus'
  | 'heart'
  | 'snow'
  | 'receipt'
  | 'calendar'
  | 'people'
  | 'wallet'
  | 'clock'
  | 'access'
  | 'city'
  | 'tag'
  | 'leaf'
  | 'tower'
  | 'megaphone';

/** A post's text in one language; the body is a list of plain-text paragraphs. */
export interface PostText {
  title: string;
  excerpt: string;
  body: string[];
}

export interface PostSeed {
  kind: ContentKind;
  /** Lowercase kebab-case, unique across kinds (the illustration is named after it). */
  slug: string;
  /** Published this many days before the seed time. */
  daysAgo: number;
  author: string;
  motif: Motif;
  text: Record<Language, PostText>;
}

export function contentImagePath(slug: string): string {
  return `/images/content/${slug}.svg`;
}
