import { z } from 'zod';
import type { ContentKind } from '@fairfare/contracts/content';
import { postInputSchema, type PostInput, type StaffPost } from '@fairfare/contracts/content-admin';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { formatTime, houseOffset } from '../../shared/formatTime';

/** A language's name in the staff member's language ("Spanish", "español"). */
export const languageName = (t: TFunction, lang: Language): string => t(`content.lang.${lang}`);

/** A kind of post's name in the staff member's language. */
export const kindName = (t: TFunction, kind: ContentKind): string => t(`content.kind.${kind}`);

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

/** The first language whose text has an error, if any. */
export function languageWithErrors(errors: FieldErrors<PostFormValues>): Language | undefined {
  return LANGUAGES.find((lang) => errors.text?.[lang]);
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

/**
 * A `datetime-local` value as epoch ms, read in the zone `offset` (hours from UTC; the house zone
 * unless told: posts belong to no one city, decision 065), not the browser's; undefined when
 * empty or unreadable.
 */
export function publishTimeOf(value: string, offset = houseOffset()): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const at = Date.UTC(year!, month! - 1, day, hour, minute);
  return Number.isNaN(at) ? undefined : at - Math.round(offset * 3_600_000);
}

/** Where a post stands: a draft, scheduled for a time, or published since one. */
export function postStatusText(
  post: Pick<StaffPost, 'status' | 'scheduled' | 'published_at'>,
  t: TFunction,
) {
  if (post.status === 'draft') return t('content.draft');
  const at = formatTime(post.published_at);
  return post.scheduled ? t('content.scheduledFor', { at }) : t('content.publishedAt', { at });
}
