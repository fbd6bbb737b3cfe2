import type { TFunction } from 'i18next';
import type { InboxMessage } from '@fairfare/contracts/inbox';

/** Where a message stands, in the staff member's language: new (unread), read, or handled. */
export function messageStatus(message: InboxMessage, t: TFunction): string {
  if (message.handled_at !== null) return t('inbox.handled');
  return message.read_at === null ? t('inbox.new') : t('inbox.read');
}
