import type { ContentKind, PostDetail, PostList } from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { contentRepo } from './repo.ts';

type Row = Awaited<ReturnType<typeof contentRepo.listPosts>>[number];

function toSummary(row: Row) {
  return { ...row, lang: row.lang as Language };
}

export async function listPosts(
  db: Db,
  q: { kind: ContentKind; lang: Language; page: number; limit: number },
  now: number = Date.now(),
): Promise<PostList> {
  const [rows, total] = await Promise.all([
    contentRepo.listPosts(db, {
      kind: q.kind,
      lang: q.lang,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
      now,
    }),
    contentRepo.countPosts(db, q.kind, now),
  ]);
  return { items: rows.map(toSummary), page: q.page, limit: q.limit, total };
}

export async function getPost(
  db: Db,
  q: { kind: ContentKind; slug: string; lang: Language },
  now: number = Date.now(),
): Promise<PostDetail> {
  const row = await contentRepo.findPost(db, { ...q, now });
  if (!row) throw notFound('content.notFound');
  return { ...toSummary(row), body: row.body, body_html: row.body_html };
}
