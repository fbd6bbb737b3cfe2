import type { InboxMessage } from '@fairfare/contracts/inbox';

/** Where a message stands, in a word: new (nobody opened it), read, or handled. */
export function messageStatus(message: InboxMessage): string {
  if (message.handled_at !== null) return 'Handled';
  return message.read_at === null ? 'New' : 'Read';
}
