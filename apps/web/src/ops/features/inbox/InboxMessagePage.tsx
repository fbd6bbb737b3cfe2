import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { InboxMessage } from '@fairfare/contracts/inbox';
import { SelectField } from '../../../shared/ui/form/TextField';
import { formatTime } from '../../shared/formatTime';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsOnePage } from '../../shared/OpsLoaded';
import { staffSessionQuery } from '../../shared/session';
import {
  inboxAssigneesQuery,
  inboxMessageQuery,
  useAssignMessage,
  useSetMessageHandled,
} from './api';
import { messageStatus } from './messageStatus';
import { useTranslation } from 'react-i18next';

/** One message of the inbox: read in full (opening it marks it read), assigned, handled. */
export function InboxMessagePage() {
  const { t } = useTranslation('ops');
  const messageId = Number(useParams().messageId);
  const message = useQuery({ ...inboxMessageQuery(messageId), enabled: messageId > 0 });
  return (
    <OpsOnePage
      labelledBy="inbox-message-title"
      back={{ to: '..', label: t('inbox.back') }}
      query={message}
      loading={t('inbox.messageLoading')}
      failed={t('inbox.messageFailed')}
    >
      {(data) => <MessageView message={data} />}
    </OpsOnePage>
  );
}

function MessageView({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('ops');
  const me = useQuery(staffSessionQuery).data?.staff?.staff_id;
  const assignees = useQuery(inboxAssigneesQuery);
  const assign = useAssignMessage();
  const setHandled = useSetMessageHandled();
  const feedback = useOpsFeedback();
  const busy = assign.isPending || setHandled.isPending;
  const id = message.contact_message_id;

  const onAssign = (staffId: number | null) => {
    feedback.start();
    assign.mutate(
      { contact_message_id: id, staff_id: staffId },
      feedback.outcome(staffId === null ? t('inbox.unassigned') : t('inbox.assigned')),
    );
  };
  const onAssignSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('assignee') ?? '');
    onAssign(value ? Number(value) : null);
  };
  const onHandled = (handled: boolean) => {
    feedback.start();
    setHandled.mutate(
      { contact_message_id: id, handled },
      feedback.outcome(handled ? t('inbox.markedHandled') : t('inbox.openAgain')),
    );
  };

  return (
    <>
      <h1 id="inbox-message-title">{t('inbox.messageFrom', { name: message.name })}</h1>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <dl className="ops-facts">
        <dt>{t('inbox.received')}</dt>
        <dd>{formatTime(message.created_at)}</dd>
        <dt>{t('staff.email')}</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>{t('drivers.phone')}</dt>
        <dd>{message.phone || '—'}</dd>
        <dt>{t('drivers.status')}</dt>
        <dd>{messageStatus(message, t)}</dd>
        <dt>{t('inbox.assignedTo')}</dt>
        <dd>{message.assigned_to?.name ?? t('inbox.nobody')}</dd>
      </dl>
      <blockquote className="ops-message">{message.message}</blockquote>
      <div className="ops-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onHandled(message.handled_at === null)}
        >
          {message.handled_at === null ? t('inbox.markHandled') : t('inbox.reopen')}
        </button>
        {me !== undefined && message.assigned_to?.staff_id !== me ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => onAssign(me)}
          >
            {t('inbox.assignToMe')}
          </button>
        ) : null}
      </div>
      <form
        className="ops-filters"
        aria-label={t('inbox.assignLabel')}
        aria-busy={busy}
        onSubmit={onAssignSubmit}
      >
        <SelectField
          key={message.assigned_to?.staff_id ?? 0}
          id="inbox-assignee"
          name="assignee"
          label={t('inbox.assignTo')}
          defaultValue={message.assigned_to?.staff_id ?? ''}
        >
          <option value="">{t('inbox.nobody')}</option>
          {(assignees.data ?? []).map((member) => (
            <option key={member.staff_id} value={member.staff_id}>
              {member.staff_id === me ? t('inbox.me', { name: member.name }) : member.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('inbox.assign')}
        </button>
      </form>
    </>
  );
}
