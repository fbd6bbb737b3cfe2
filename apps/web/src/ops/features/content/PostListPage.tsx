import { useQuery } from '@tanstack/react-query';
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
import { kindNames, languageNames, postStatusText } from './postForm';

type Row = StaffPostList[number];

const stateNames: Record<PostListState, string> = {
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
};

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

const columns: Array<OpsColumn<Row>> = [
  { header: 'Title', cell: (post) => <span lang={post.lang}>{post.title}</span> },
  { header: 'Kind', cell: (post) => kindNames[post.kind] },
  { header: 'Languages', cell: (post) => post.langs.map((l) => languageNames[l]).join(', ') },
  { header: 'Status', cell: postStatusText },
  { header: 'Changed', cell: (post) => (post.updated_at ? formatTime(post.updated_at) : '—') },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (post) => (
      <Link to={String(post.post_id)} aria-label={`Edit ${post.title}`}>
        Edit
      </Link>
    ),
  },
];

/** The editor's posts: every kind, draft, scheduled or published, titled in a language. */
export function PostListPage() {
  const [filter, setFilter] = useState<ListStaffPostsRequest>({ lang: 'en' });
  const posts = useQuery(postsQuery(filter));
  return (
    <OpsListPage
      id="content-title"
      title="Content"
      top={
        <>
          <p>
            <Link className="button button--primary" to="new">
              New post
            </Link>
          </p>
          <OpsFilterForm
            label="Filter the posts"
            onFilter={(fields) => setFilter(postFilterOf(fields))}
          >
            <SelectField id="content-kind" name="kind" label="Kind" defaultValue="">
              <option value="">All kinds</option>
              {CONTENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindNames[kind]}
                </option>
              ))}
            </SelectField>
            <SelectField id="content-status" name="status" label="Status" defaultValue="">
              <option value="">Any status</option>
              {POST_LIST_STATES.map((state) => (
                <option key={state} value={state}>
                  {stateNames[state]}
                </option>
              ))}
            </SelectField>
            <SelectField id="content-lang" name="lang" label="Language" defaultValue="en">
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {languageNames[lang]}
                </option>
              ))}
            </SelectField>
          </OpsFilterForm>
        </>
      }
      list={listOf(posts)}
      texts={{
        loading: 'Loading the posts',
        failed: 'The posts did not load.',
        empty: 'No post matches.',
        caption: 'Posts, last changed first',
      }}
      columns={columns}
      rowKey={(post) => post.post_id}
    />
  );
}
