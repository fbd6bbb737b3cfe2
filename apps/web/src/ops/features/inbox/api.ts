import { queryOptions } from '@tanstack/react-query';
import {
  inboxPaths,
  type AssignMessageRequest,
  type InboxAssignee,
  type InboxListRequest,
  type InboxMessage,
  type InboxPage,
  type SetMessageHandledRequest,
} from '@fairfare/contracts/inbox';
import { apiPost } from '../../../shared/api/client';
import { olderPagesQuery } from '../../shared/olderPagesQuery';
import { useSavedChange } from '../../shared/savedChange';

const inboxKey = ['ops', 'inbox'] as const;

/** The inbox under `filter`, newest first, a page at a time ("Older messages"). */
export function inboxQuery(filter: InboxListRequest) {
  return olderPagesQuery<InboxPage>([...inboxKey, 'list', filter], inboxPaths.list, filter, {
    // Messages arrive and are read by colleagues: back on the list, it is fetched again.
    staleTime: 0,
  });
}

/** One message; opening it marks it read on the service. */
export function inboxMessageQuery(messageId: number) {
  return queryOptions({
    queryKey: [...inboxKey, 'message', messageId],
    queryFn: ({ signal }) =>
      apiPost<InboxMessage>(inboxPaths.get, { contact_message_id: messageId }, signal),
  });
}

/** Staff a message may be given to. */
export const inboxAssigneesQuery = queryOptions({
  queryKey: [...inboxKey, 'assignees'],
  queryFn: ({ signal }) =>
    apiPost<{ staff: InboxAssignee[] }>(inboxPaths.assignees, {}, signal).then((r) => r.staff),
  staleTime: 60_000,
});

/** A change of one message: the answer is the message as it now is, and the lists go stale. */
const useMessageChange = <B>(path: string) =>
  useSavedChange<B, InboxMessage>(
    path,
    (message) => inboxMessageQuery(message.contact_message_id).queryKey,
    [...inboxKey, 'list'],
  );

export const useAssignMessage = () => useMessageChange<AssignMessageRequest>(inboxPaths.assign);
export const useSetMessageHandled = () =>
  useMessageChange<SetMessageHandledRequest>(inboxPaths.setHandled);
