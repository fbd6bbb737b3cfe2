import { z } from 'zod';
import type { ContentKind } from '@fairfare/contracts/content';
import { postInputSchema, type PostInput, type StaffPost } from '@fairfare/contracts/content-admin';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { formatTime } from '../../shared/formatTime';

/** The languages' names in the back office (its own screens are in English, decision 038). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
};

export const kindNames: Record<ContentKind, string> = {
  blog: 'Blog post',
  article: 'Article',
  announcement: 'Announcement',
};

interface TextValues {
  title: string;
  excerpt: string;
  body: string;
}

/** The editor's form: every language's fields, blank where a language has no text. */
export interface PostFormValues {
  kind: ContentKind;
  slug: string;
  image_path: string;
  author: string;
  text: Record<Language, TextValues>;
}

const blankText = (): TextValues => ({ title: '', excerpt: '', body: '' });

/** A new post's form: an announcement by FairFare with a stock illustration, no text yet. */
export function emptyPostForm(): PostFormValues {
  return {
    kind: 'announcement',
    slug: '',
    image_path: '/images/content/fairfare-launches-in-london-ontario.svg',
    author: 'FairFare',
    text: { en: blankText(), es: blankText(), fr: blankText() },
  };
}

export function formValuesOf(post: StaffPost): PostFormValues {
  return {
    kind: post.kind,
    slug: post.slug,
    image_path: post.image_path,
    author: post.author,
    text: {
      en: { ...blankText(), ...post.text.en },
      es: { ...blankText(), ...post.text.es },
      fr: { ...blankText(), ...post.text.fr },
    },
  };
}

const isBlank = (text: TextValues) => !`${text.title}${text.excerpt}${text.body}`.trim();

/** The languages something is written in. */
export function writtenLanguages(text: PostFormValues['text']): Language[] {
  return LANGUAGES.filter((lang) => !isBlank(text[lang]));
}

/**
 * What the service is sent: each language something is written in, so a language left blank is
 * no translation at all and one language is enough (a Spanish-only post). With nothing written
 * anywhere, the English fields are sent, and say what they lack.
 */
export function postInputOf(values: PostFormValues): PostInput {
  const text: PostInput['text'] = {};
  const written = writtenLanguages(values.text);
  for (const lang of written.length > 0 ? written : (['en'] as const)) {
    text[lang] = values.text[lang];
  }
  return {
    kind: values.kind,
    slug: values.slug.trim(),
    image_path: values.image_path.trim(),
    author: values.author,
    text,
  };
}

/**
 * The form checked by the contract's own schema after the blank languages are dropped: its
 * errors fall on the form's fields (`text.es.body`…), since both have the same shape.
 */
export const postFormSchema = z
  .custom<PostFormValues>()
  .transform(postInputOf)
  .pipe(postInputSchema);

/** An address from a title: "Nuevo en London!" → "nuevo-en-london". */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** A `datetime-local` value (the browser's zone) as epoch ms; undefined when empty or unreadable. */
export function publishTimeOf(value: string): number | undefined {
  if (!value) return undefined;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? undefined : at;
}

/** Where a post stands: a draft, scheduled for a time, or published since one. */
export function postStatusText(post: Pick<StaffPost, 'status' | 'scheduled' | 'published_at'>) {
  if (post.status === 'draft') return 'Draft';
  return post.scheduled
    ? `Scheduled for ${formatTime(post.published_at)}`
    : `Published ${formatTime(post.published_at)}`;
}
