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

/** One message of the inbox: read in full (opening it marks it read), assigned, handled. */
export function InboxMessagePage() {
  const messageId = Number(useParams().messageId);
  const message = useQuery({ ...inboxMessageQuery(messageId), enabled: messageId > 0 });
  return (
    <OpsOnePage
      labelledBy="inbox-message-title"
      back={{ to: '..', label: 'Back to the inbox' }}
      query={message}
      loading="Loading the message"
      failed="The message did not load."
    >
      {(data) => <MessageView message={data} />}
    </OpsOnePage>
  );
}

function MessageView({ message }: { message: InboxMessage }) {
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
      feedback.outcome(staffId === null ? 'Nobody is assigned now.' : 'Assigned.'),
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
      feedback.outcome(handled ? 'Marked handled.' : 'Open again.'),
    );
  };

  return (
    <>
      <h1 id="inbox-message-title">Message from {message.name}</h1>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <dl className="ops-facts">
        <dt>Received</dt>
        <dd>{formatTime(message.created_at)}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{message.phone || '—'}</dd>
        <dt>Status</dt>
        <dd>{messageStatus(message)}</dd>
        <dt>Assigned to</dt>
        <dd>{message.assigned_to?.name ?? 'Nobody'}</dd>
      </dl>
      <blockquote className="ops-message">{message.message}</blockquote>
      <div className="ops-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onHandled(message.handled_at === null)}
        >
          {message.handled_at === null ? 'Mark handled' : 'Reopen'}
        </button>
        {me !== undefined && message.assigned_to?.staff_id !== me ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => onAssign(me)}
          >
            Assign to me
          </button>
        ) : null}
      </div>
      <form
        className="ops-filters"
        aria-label="Assign the message"
        aria-busy={busy}
        onSubmit={onAssignSubmit}
      >
        <SelectField
          key={message.assigned_to?.staff_id ?? 0}
          id="inbox-assignee"
          name="assignee"
          label="Assign to"
          defaultValue={message.assigned_to?.staff_id ?? ''}
        >
          <option value="">Nobody</option>
          {(assignees.data ?? []).map((member) => (
            <option key={member.staff_id} value={member.staff_id}>
              {member.staff_id === me ? `${member.name} (me)` : member.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Assign
        </button>
      </form>
    </>
  );
}
