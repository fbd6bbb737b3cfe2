import type { FormEvent } from 'react';
import type { StaffPost } from '@fairfare/contracts/content-admin';
import { TextField } from '../../../shared/ui/form/TextField';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { usePublishPost, useUnpublishPost } from './api';
import { postStatusText, publishTimeOf } from './postForm';

interface PublishPanelProps {
  post: StaffPost;
  /** The form has changes not saved yet: publishing would publish the saved text. */
  unsaved: boolean;
}

/** Publish now, schedule for a time, or take a post off the site (back to draft). */
export function PublishPanel({ post, unsaved }: PublishPanelProps) {
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const feedback = useOpsFeedback();
  const busy = publish.isPending || unpublish.isPending;
  const handlers = feedback.outcome;
  const start = (): boolean => {
    feedback.start();
    if (unsaved) feedback.refuse('Save your changes first: publishing publishes the saved post.');
    return !unsaved;
  };
  const onPublishNow = () => {
    if (start()) publish.mutate({ post_id: post.post_id }, handlers('Published.'));
  };
  const onSchedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!start()) return;
    const at = publishTimeOf(String(new FormData(event.currentTarget).get('publish_at') ?? ''));
    if (at === undefined || at <= Date.now()) {
      feedback.refuse('Choose a time to come to schedule the post.');
      return;
    }
    publish.mutate({ post_id: post.post_id, publish_at: at }, handlers('Scheduled.'));
  };
  const onUnpublish = () => {
    if (start()) unpublish.mutate({ post_id: post.post_id }, handlers('Back to draft.'));
  };

  return (
    <section className="ops-publish" aria-labelledby="publish-title" aria-busy={busy}>
      <h2 id="publish-title">Publishing</h2>
      <p>
        Status: <strong>{postStatusText(post)}</strong>
      </p>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <div className="ops-actions">
        {post.status === 'draft' || post.scheduled ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onPublishNow}
          >
            Publish now
          </button>
        ) : null}
        {post.status === 'published' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onUnpublish}
          >
            Unpublish
          </button>
        ) : null}
      </div>
      <form className="ops-filters" aria-label="Schedule the post" noValidate onSubmit={onSchedule}>
        <TextField id="publish-at" name="publish_at" label="Publish at" type="datetime-local" />
        <button type="submit" className="button button--secondary" disabled={busy}>
          Schedule
        </button>
      </form>
    </section>
  );
}
