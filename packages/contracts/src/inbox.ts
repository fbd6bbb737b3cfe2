import { z } from 'zod';

/**
 * The back office's inbox (issue 30 "Inbox", roles support and admin): the contact form's
 * messages listed, read, assigned and marked handled.
 */
export const inboxPaths = {
  list: '/opsapi/getmessages',
  get: '/opsapi/getmessage',
  assignees: '/opsapi/getmessageassignees',
  assign: '/opsapi/assignmessage',
  setHandled: '/opsapi/setmessagehandled',
} as const;

/** Messages a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 25;

export const INBOX_STATES = ['open', 'handled', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

const messageIdSchema = z
  .number('error.notFound')
  .int('error.notFound')
  .positive('error.notFound')
  .max(2_147_483_647, 'error.notFound');

/** Newest first; `mine`: only those assigned to the caller; `before_id` pages back. */
export const inboxListRequestSchema = z.object({
  state: z.enum(INBOX_STATES).default('open'),
  mine: z.boolean().default(false),
  before_id: messageIdSchema.optional(),
});
export type InboxListRequest = z.input<typeof inboxListRequestSchema>;

export const inboxMessageRequestSchema = z.object({ contact_message_id: messageIdSchema });

/** To a staff member of the inbox (support or admin), or to nobody (null). */
export const assignMessageRequestSchema = z.object({
  contact_message_id: messageIdSchema,
  staff_id: z
    .number('inbox.assigneeInvalid')
    .int('inbox.assigneeInvalid')
    .positive('inbox.assigneeInvalid')
    .max(2_147_483_647, 'inbox.assigneeInvalid')
    .nullable(),
});
export type AssignMessageRequest = z.input<typeof assignMessageRequestSchema>;

export const setMessageHandledRequestSchema = z.object({
  contact_message_id: messageIdSchema,
  handled: z.boolean(),
});
export type SetMessageHandledRequest = z.input<typeof setMessageHandledRequestSchema>;

export const inboxAssigneeSchema = z.object({
  staff_id: z.number(),
  name: z.string(),
  email: z.string(),
});
export type InboxAssignee = z.infer<typeof inboxAssigneeSchema>;
export const inboxAssigneesSchema = z.object({ staff: z.array(inboxAssigneeSchema) });

/** A message as the inbox shows it (times in epoch ms; null: not yet). */
export const inboxMessageSchema = z.object({
  contact_message_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.number(),
  read_at: z.number().nullable(),
  handled_at: z.number().nullable(),
  assigned_to: inboxAssigneeSchema.nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  messages: z.array(inboxMessageSchema),
  /** Pass as `before_id` for the next (older) page; null at the end. */
  next_before_id: z.number().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
