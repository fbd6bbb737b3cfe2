import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  CONTENT_PAGE_SIZE,
  postListSchema,
  type ContentKind,
  type PostList,
} from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';
import { apiPost } from '../../../shared/api/client';

export interface GetPostsParams {
  kind: ContentKind;
  lang: Language;
  page: number;
  limit?: number;
}

/** `contentapi/getposts`: one page of posts of a kind, newest first, in `lang` (English fallback). */
export async function getPosts(params: GetPostsParams, signal?: AbortSignal): Promise<PostList> {
  const { kind, lang, page, limit = CONTENT_PAGE_SIZE } = params;
  const response = await apiPost<unknown>(
    endpoints.content.list,
    { kind, lang, page, limit },
    signal,
  );
  return postListSchema.parse(response);
}

export function getPostsQueryOptions(params: GetPostsParams) {
  const { kind, lang, page, limit = CONTENT_PAGE_SIZE } = params;
  return queryOptions({
    queryKey: ['content', 'posts', { kind, lang, page, limit }] as const,
    queryFn: ({ signal }) => getPosts({ kind, lang, page, limit }, signal),
    // Keep the current page on screen while the next one (or another language) loads.
    placeholderData: keepPreviousData,
  });
}

export function usePosts(params: GetPostsParams) {
  return useQuery(getPostsQueryOptions(params));
}
