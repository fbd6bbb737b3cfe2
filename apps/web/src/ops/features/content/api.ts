import { queryOptions, useMutation } from '@tanstack/react-query';
import type { PostDetail } from '@fairfare/contracts/content';
import {
  contentOpsPaths,
  type ListStaffPostsRequest,
  type PostInput,
  type StaffPost,
  type StaffPostList,
} from '@fairfare/contracts/content-admin';
import type { Language } from '@fairfare/contracts/languages';
import { apiPost } from '../../../shared/api/client';
import { useSavedChange } from '../../shared/savedChange';

const contentKey = ['ops', 'content'] as const;

/** Posts of a kind and state, titled in a language. */
export function postsQuery(filter: ListStaffPostsRequest) {
  return queryOptions({
    queryKey: [...contentKey, 'list', filter],
    queryFn: ({ signal }) => apiPost<StaffPostList>(contentOpsPaths.list, filter, signal),
  });
}

/** One post with its text in every language. */
export function postQuery(postId: number) {
  return queryOptions({
    queryKey: [...contentKey, 'post', postId],
    queryFn: ({ signal }) => apiPost<StaffPost>(contentOpsPaths.get, { post_id: postId }, signal),
  });
}

/** A change of a post: the answer is the post as it now is, and the lists go stale. */
const usePostChange = <B>(path: string) =>
  useSavedChange<B, StaffPost>(path, (post) => postQuery(post.post_id).queryKey, [
    ...contentKey,
    'list',
  ]);

export const useCreatePost = () => usePostChange<PostInput>(contentOpsPaths.create);
export const useUpdatePost = () =>
  usePostChange<PostInput & { post_id: number }>(contentOpsPaths.update);
export const usePublishPost = () =>
  usePostChange<{ post_id: number; publish_at?: number }>(contentOpsPaths.publish);
export const useUnpublishPost = () => usePostChange<{ post_id: number }>(contentOpsPaths.unpublish);

/** The post as its page will show it in `lang`, rendered by the service, nothing stored. */
export function usePreviewPost() {
  return useMutation({
    mutationFn: (body: PostInput & { lang: Language }) =>
      apiPost<PostDetail>(contentOpsPaths.preview, body),
  });
}

/** Stores an image for posts; the answer's `image_path` is where the pages load it from. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (body: { content_type: string; data_base64: string }) =>
      apiPost<{ image_id: number; image_path: string }>(contentOpsPaths.uploadImage, body),
  });
}
