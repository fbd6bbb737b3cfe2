import type { TFunction } from 'i18next';

/** A titled block of text kept in the `pages` namespace. */
export interface TextSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface TitledText {
  title: string;
  text: string;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isTextSection(value: unknown): value is TextSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return (
    typeof section.heading === 'string' &&
    isStringArray(section.paragraphs) &&
    (section.items === undefined || isStringArray(section.items))
  );
}

function isTitledText(value: unknown): value is TitledText {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.title === 'string' && typeof entry.text === 'string';
}

/** The text sections stored under `key` (an array in the translation file). */
export function readSections(t: TFunction, key: string): TextSection[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter(isTextSection) : [];
}

/** The title-and-text entries stored under `key`. */
export function readTitledTexts(t: TFunction, key: string): TitledText[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter(isTitledText) : [];
}
