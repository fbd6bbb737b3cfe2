import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** A `<name>…</name>` part of a translated text: letters only, never nested. */
const TAGGED_PART = /<([a-z]+)>(.*?)<\/\1>/gi;

interface TaggedTextProps {
  /** The translated text, e.g. "I accept the <terms>Terms</terms> and the <privacy>…</privacy>." */
  text: string;
  /** The element each tag becomes, with the tagged words inside (e.g. a link). */
  parts: Record<string, ReactElement<{ children?: ReactNode }>>;
}

/**
 * A translated text whose tagged parts become elements: what react-i18next's `Trans` does for
 * these texts, without parsing them as HTML on every render (html-parse-stringify: ~15 ms of a
 * phone's booking form, decision 066). A tag that `parts` does not name shows its words alone.
 */
export function TaggedText({ text, parts }: TaggedTextProps) {
  const shown: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED_PART)) {
    const [whole, name = '', words = ''] = match;
    shown.push(text.slice(last, match.index));
    const part = parts[name];
    shown.push(part ? cloneElement(part, { key: match.index }, words) : words);
    last = match.index + whole.length;
  }
  shown.push(text.slice(last));
  return <>{shown}</>;
}
