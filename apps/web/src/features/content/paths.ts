import type { ContentKind } from '@fairfare/contracts/content';

/** Route of a kind's list (docs/product/screens.md: /blog, /article, /announcement). */
export function listPath(kind: ContentKind): string {
  return `/${kind}`;
}

/** Route of one post (docs/product/screens.md: /blog-detail, /article-detail, /announcement-detail). */
export function detailPath(kind: ContentKind, slug: string): string {
  return `/${kind}-detail/${encodeURIComponent(slug)}`;
}
