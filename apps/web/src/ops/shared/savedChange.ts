import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiPost } from '../../shared/api/client';

/**
 * A change the service answers with the thing as it now is: that answer replaces the thing's
 * query (`keyOf`), and every list under `listKey` is fetched again.
 */
export function useSavedChange<B, T>(
  path: string,
  keyOf: (saved: T) => QueryKey,
  listKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<T>(path, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(keyOf(saved), saved);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
