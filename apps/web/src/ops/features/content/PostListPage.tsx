import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_KINDS, type ContentKind } from '@fairfare/contracts/content';
import {
  POST_LIST_STATES,
  type ListStaffPostsRequest,
  type PostListState,
  type StaffPostList,
} from '@fairfare/contracts/content-admin';
import { isLanguage, LANGUAGES } from '@fairfare/contracts/languages';
import { SelectField } from '../../../shared/ui/form/TextField';
import { formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { listOf, OpsListPage, type OpsColumn } from '../../shared/OpsListPage';
import { postsQuery } from './api';
import { kindName, languageName, postStatusText } from './postForm';
import { useTranslation } from 'react-i18next';

type Row = StaffPostList[number];

/** The filter the form's fields say (empty fields filter nothing). */
export function postFilterOf(form: FormData): ListStaffPostsRequest {
  const text = (name: string) => String(form.get(name) ?? '');
  const kind = text('kind');
  const status = text('status');
  const lang = text('lang');
  return {
    ...((CONTENT_KINDS as readonly string[]).includes(kind) ? { kind: kind as ContentKind } : {}),
    ...((POST_LIST_STATES as readonly string[]).includes(status)
      ? { status: status as PostListState }
      : {}),
    lang: isLanguage(lang) ? lang : 'en',
  };
}

const columnsOf = (t: TFunction): Array<OpsColumn<Row>> => [
  { header: t('content.title'), cell: (post) => <span lang={post.lang}>{post.title}</span> },
  { header: t('content.kindLabel'), cell: (post) => kindName(t, post.kind) },
  {
    header: t('content.languages'),
    cell: (post) => post.langs.map((l) => languageName(t, l)).join(', '),
  },
  { header: t('drivers.status'), cell: (post) => postStatusText(post, t) },
  {
    header: t('content.changed'),
    cell: (post) => (post.updated_at ? formatTime(post.updated_at) : '—'),
  },
  {
    header: t('common.actions'),
    hiddenHeader: true,
    cell: (post) => (
      <Link to={String(post.post_id)} aria-label={t('content.editWho', { title: post.title })}>
        {t('content.edit')}
      </Link>
    ),
  },
];

/** The editor's posts: every kind, draft, scheduled or published, titled in a language. */
export function PostListPage() {
  const { t } = useTranslation('ops');
  const [filter, setFilter] = useState<ListStaffPostsRequest>({ lang: 'en' });
  const posts = useQuery(postsQuery(filter));
  return (
    <OpsListPage
      id="content-title"
      title={t('nav.content')}
      top={
        <>
          <p>
            <Link className="button button--primary" to="new">
              {t('content.newPost')}
            </Link>
          </p>
          <OpsFilterForm
            label={t('content.filterLabel')}
            onFilter={(fields) => setFilter(postFilterOf(fields))}
          >
            <SelectField
              id="content-kind"
              name="kind"
              label={t('content.kindLabel')}
              defaultValue=""
            >
              <option value="">{t('content.allKinds')}</option>
              {CONTENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindName(t, kind)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="content-status"
              name="status"
              label={t('drivers.status')}
              defaultValue=""
            >
              <option value="">{t('trips.anyStatus')}</option>
              {POST_LIST_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`content.state.${state}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="content-lang"
              name="lang"
              label={t('shell.language')}
              defaultValue="en"
            >
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {languageName(t, lang)}
                </option>
              ))}
            </SelectField>
          </OpsFilterForm>
        </>
      }
      list={listOf(posts)}
      texts={{
        loading: t('content.loading'),
        failed: t('content.failed'),
        empty: t('content.empty'),
        caption: t('content.caption'),
      }}
      columns={columnsOf(t)}
      rowKey={(post) => post.post_id}
    />
  );
}
