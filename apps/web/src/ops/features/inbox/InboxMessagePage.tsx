import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { InboxMessage } from '@fairfare/contracts/inbox';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SelectField } from '../../../shared/ui/form/TextField';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { formatTime } from '../../shared/formatTime';
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
    <section aria-labelledby="inbox-message-title">
      <p>
        <Link to="..">Back to the inbox</Link>
      </p>
      {message.isPending ? <Spinner inline label="Loading the message" /> : null}
      {message.isError ? (
        <LoadError message="The message did not load." onRetry={() => void message.refetch()} />
      ) : null}
      {message.data ? <MessageView message={message.data} /> : null}
    </section>
  );
}

function MessageView({ message }: { message: InboxMessage }) {
  const me = useQuery(staffSessionQuery).data?.staff?.staff_id;
  const assignees = useQuery(inboxAssigneesQuery);
  const assign = useAssignMessage();
  const setHandled = useSetMessageHandled();
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = assign.isPending || setHandled.isPending;
  const id = message.contact_message_id;
  const done = (text: string) => ({
    onSuccess: () => setNotice(text),
    onError: (error: Error) => setAlert(errorText(error)),
  });

  const onAssign = (staffId: number | null) => {
    setAlert(null);
    setNotice(null);
    assign.mutate(
      { contact_message_id: id, staff_id: staffId },
      done(staffId === null ? 'Nobody is assigned now.' : 'Assigned.'),
    );
  };
  const onAssignSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('assignee') ?? '');
    onAssign(value ? Number(value) : null);
  };
  const onHandled = (handled: boolean) => {
    setAlert(null);
    setNotice(null);
    setHandled.mutate(
      { contact_message_id: id, handled },
      done(handled ? 'Marked handled.' : 'Open again.'),
    );
  };

  return (
    <>
      <h1 id="inbox-message-title">Message from {message.name}</h1>
      <FormAlert>{alert}</FormAlert>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
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
