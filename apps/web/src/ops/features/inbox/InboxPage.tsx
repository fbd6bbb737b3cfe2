import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
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
import { useTranslation } from 'react-i18next';

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

const columnsOf = (t: TFunction): Array<OpsColumn<InboxMessage>> => [
  { header: t('inbox.received'), cell: (m) => formatTime(m.created_at) },
  {
    header: t('inbox.from'),
    cell: (m) => (
      <>
        {m.name}
        <br />
        <small>{m.email}</small>
      </>
    ),
  },
  { header: t('inbox.message'), cell: (m) => excerptOf(m.message) },
  { header: t('inbox.assignedTo'), cell: (m) => m.assigned_to?.name ?? '—' },
  { header: t('drivers.status'), cell: (m) => messageStatus(m, t) },
  {
    header: t('common.actions'),
    hiddenHeader: true,
    cell: (m) => (
      <Link to={String(m.contact_message_id)} aria-label={t('inbox.openFrom', { name: m.name })}>
        {t('inbox.open')}
      </Link>
    ),
  },
];

/** The contact form's messages, open first: filtered by state and by who they are assigned to. */
function InboxList() {
  const { t } = useTranslation('ops');
  const [filter, setFilter] = useState<InboxListRequest>({ state: 'open', mine: false });
  const inbox = useInfiniteQuery(inboxQuery(filter));
  return (
    <OpsListPage
      id="inbox-title"
      title={t('nav.inbox')}
      top={
        <OpsFilterForm
          label={t('inbox.filterLabel')}
          onFilter={(fields) => setFilter(inboxFilterOf(fields))}
        >
          <SelectField
            id="inbox-state"
            name="state"
            label={t('applications.show')}
            defaultValue="open"
          >
            {INBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`inbox.state.${state}`)}
              </option>
            ))}
          </SelectField>
          <div className="ops-check">
            <input id="inbox-mine" name="mine" type="checkbox" />
            <label htmlFor="inbox-mine">{t('inbox.onlyMine')}</label>
          </div>
        </OpsFilterForm>
      }
      list={pagedListOf(inbox, (page) => page.messages, t('inbox.older'))}
      texts={{
        loading: t('inbox.loading'),
        failed: t('inbox.failed'),
        empty: t('inbox.empty'),
        caption: t('inbox.caption'),
      }}
      columns={columnsOf(t)}
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
