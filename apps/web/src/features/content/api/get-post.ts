import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { postDetailSchema, type ContentKind, type PostDetail } from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';
import { ApiError, apiPost } from '../../../shared/api/client';

export interface GetPostParams {
  kind: ContentKind;
  slug: string;
  lang: Language;
}

/** `contentapi/getpost`: one post with its body, in `lang` (English fallback). */
export async function getPost(params: GetPostParams, signal?: AbortSignal): Promise<PostDetail> {
  const response = await apiPost<unknown>(endpoints.content.detail, params, signal);
  return postDetailSchema.parse(response);
}

/** True when the server says the post does not exist (an unknown or malformed slug). */
export function isPostNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'content.notFound');
}

export function getPostQueryOptions({ kind, slug, lang }: GetPostParams) {
  return queryOptions({
    queryKey: ['content', 'post', { kind, slug, lang }] as const,
    queryFn: ({ signal }) => getPost({ kind, slug, lang }, signal),
    // A missing post stays missing; other failures get one more try.
    retry: (failureCount, error) => !isPostNotFound(error) && failureCount < 1,
    // Nor is it asked again when a page shows it: a rendered not-found page hydrates as it is
    // (decision 020); other failures keep their Try again button.
    retryOnMount: false,
    // When only the language changes, keep the post on screen while its translation loads.
    placeholderData: (previous) =>
      previous && previous.kind === kind && previous.slug === slug ? previous : undefined,
  });
}

export function usePost(params: GetPostParams) {
  return useQuery(getPostQueryOptions(params));
}
