import { contentFallback } from '@fairfare/contracts/content-admin';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { setCityZones } from '../../shared/formatTime';
import {
  emptyPostForm,
  postFormSchema,
  postInputOf,
  postStatusText,
  publishTimeOf,
  slugOf,
} from './postForm';

const t = i18n.getFixedT('en', 'ops');

function written() {
  const form = emptyPostForm();
  form.slug = 'nuevo-en-london';
  form.text.en = { title: 'New in London', excerpt: '', body: 'We are **here**.' };
  return form;
}

describe("the editor's post form", () => {
  it('sends English always and another language only when something is written in it', () => {
    const form = written();
    expect(Object.keys(postInputOf(form).text)).toEqual(['en']);
    form.text.es.title = 'Nuevo en London';
    expect(postInputOf(form).text.es).toEqual({ title: 'Nuevo en London', excerpt: '', body: '' });
  });

  it('sends a post written in Spanish only as such, which readers of every language are shown', () => {
    const form = written();
    form.text.es = form.text.en;
    form.text.en = { title: '', excerpt: '', body: '' };
    const input = postFormSchema.safeParse(form);
    expect(input.success).toBe(true);
    expect(Object.keys(input.data!.text)).toEqual(['es']);
    expect(LANGUAGES.map((lang) => contentFallback(lang, ['es']))).toEqual(['es', 'es', 'es']);
    expect(contentFallback('es', ['en', 'fr'])).toBe('en');
    expect(contentFallback('en', ['fr'])).toBe('fr');
  });

  it('asks for English when nothing is written in any language', () => {
    const form = written();
    form.text.en = { title: '', excerpt: '', body: '' };
    const judged = postFormSchema.safeParse(form);
    expect(judged.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'text.en.title',
      'text.en.body',
    ]);
  });

  it("checks the form with the contract's schema, its errors on the form's own fields", () => {
    const form = written();
    form.text.es.title = 'Nuevo en London';
    const judged = postFormSchema.safeParse(form);
    expect(judged.success).toBe(false);
    expect(judged.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['text.es.body', 'validation.required'],
    ]);
    form.text.es.body = 'Ya llegamos.';
    expect(postFormSchema.safeParse(form).success).toBe(true);
    form.slug = 'Not A Slug';
    expect(postFormSchema.safeParse(form).error?.issues[0]?.path).toEqual(['slug']);
  });

  it('suggests an address from a title', () => {
    expect(slugOf('¡Nuevo en London, Ontario!')).toBe('nuevo-en-london-ontario');
    expect(slugOf('Été à Montréal')).toBe('ete-a-montreal');
  });

  it('reads the time to publish at, and says where a post stands', () => {
    expect(publishTimeOf('')).toBeUndefined();
    expect(publishTimeOf('2026-12-01T09:30')).toBe(Date.UTC(2026, 11, 1, 9, 30));
    expect(postStatusText({ status: 'draft', scheduled: false, published_at: 0 }, t)).toBe('Draft');
    const at = new Date(2026, 11, 1, 9, 30).getTime();
    expect(postStatusText({ status: 'published', scheduled: true, published_at: at }, t)).toMatch(
      /^Scheduled for Dec 1, 2026/,
    );
    expect(postStatusText({ status: 'published', scheduled: false, published_at: at }, t)).toMatch(
      /^Published Dec 1, 2026/,
    );
  });

  it('reads the time to publish at in the house zone, not the browser’s (decision 065)', () => {
    setCityZones([{ city_id: 14, tz_offset: -5 }]);
    try {
      // 9:30 in London, Ontario is 14:30 UTC, whatever zone the staff member's computer is in
      expect(publishTimeOf('2026-12-01T09:30')).toBe(Date.UTC(2026, 11, 1, 14, 30));
      expect(publishTimeOf('2026-12-01T09:30', 5.5)).toBe(Date.UTC(2026, 11, 1, 4));
      expect(publishTimeOf('not a time')).toBeUndefined();
    } finally {
      setCityZones([]);
    }
  });
});
