import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import {
  INBOX_STATES,
  type InboxListRequest,
  type InboxMessage,
  type InboxState,
} from '@fairfare/contracts/inbox';
import { SelectField } from '../../../shared/ui/form/TextField';
import { formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { inboxQuery } from './api';
import { InboxMessagePage } from './InboxMessagePage';
import { messageStatus } from './messageStatus';

const stateNames: Record<InboxState, string> = {
  open: 'Open',
  handled: 'Handled',
  all: 'All',
};

/** The first words of a message, for the list. */
export function excerptOf(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The filter the form's fields say. */
export function inboxFilterOf(form: FormData): InboxListRequest {
  const state = String(form.get('state') ?? 'open');
  return {
    state: (INBOX_STATES as readonly string[]).includes(state) ? (state as InboxState) : 'open',
    mine: form.get('mine') === 'on',
  };
}

const columns: Array<OpsColumn<InboxMessage>> = [
  { header: 'Received', cell: (m) => formatTime(m.created_at) },
  {
    header: 'From',
    cell: (m) => (
      <>
        {m.name}
        <br />
        <small>{m.email}</small>
      </>
    ),
  },
  { header: 'Message', cell: (m) => excerptOf(m.message) },
  { header: 'Assigned to', cell: (m) => m.assigned_to?.name ?? '—' },
  { header: 'Status', cell: messageStatus },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (m) => (
      <Link to={String(m.contact_message_id)} aria-label={`Open the message from ${m.name}`}>
        Open
      </Link>
    ),
  },
];

/** The contact form's messages, open first: filtered by state and by who they are assigned to. */
function InboxList() {
  const [filter, setFilter] = useState<InboxListRequest>({ state: 'open', mine: false });
  const inbox = useInfiniteQuery(inboxQuery(filter));
  return (
    <OpsListPage
      id="inbox-title"
      title="Inbox"
      top={
        <OpsFilterForm
          label="Filter the inbox"
          onFilter={(fields) => setFilter(inboxFilterOf(fields))}
        >
          <SelectField id="inbox-state" name="state" label="Show" defaultValue="open">
            {INBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {stateNames[state]}
              </option>
            ))}
          </SelectField>
          <div className="ops-check">
            <input id="inbox-mine" name="mine" type="checkbox" />
            <label htmlFor="inbox-mine">Only messages assigned to me</label>
          </div>
        </OpsFilterForm>
      }
      list={pagedListOf(inbox, (page) => page.messages, 'Older messages')}
      texts={{
        loading: 'Loading the inbox',
        failed: 'The inbox did not load.',
        empty: 'No message matches.',
        caption: 'Messages, newest first',
      }}
      columns={columns}
      rowKey={(m) => m.contact_message_id}
    />
  );
}

/** The inbox (support and admins): the list, and one message at /ops/inbox/:messageId. */
export function InboxPage() {
  return (
    <Routes>
      <Route index element={<InboxList />} />
      <Route path=":messageId" element={<InboxMessagePage />} />
    </Routes>
  );
}
