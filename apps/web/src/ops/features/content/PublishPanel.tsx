import type { FormEvent } from 'react';
import type { StaffPost } from '@fairfare/contracts/content-admin';
import { TextField } from '../../../shared/ui/form/TextField';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { usePublishPost, useUnpublishPost } from './api';
import { zoneName, houseOffset } from '../../shared/formatTime';
import { postStatusText, publishTimeOf } from './postForm';
import { useTranslation } from 'react-i18next';

interface PublishPanelProps {
  post: StaffPost;
  /** The form has changes not saved yet: publishing would publish the saved text. */
  unsaved: boolean;
}

/** Publish now, schedule for a time, or take a post off the site (back to draft). */
export function PublishPanel({ post, unsaved }: PublishPanelProps) {
  const { t } = useTranslation('ops');
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const feedback = useOpsFeedback();
  const busy = publish.isPending || unpublish.isPending;
  const handlers = feedback.outcome;
  const start = (): boolean => {
    feedback.start();
    if (unsaved) feedback.refuse(t('content.saveFirst'));
    return !unsaved;
  };
  const onPublishNow = () => {
    if (start()) publish.mutate({ post_id: post.post_id }, handlers(t('content.published')));
  };
  const onSchedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!start()) return;
    const at = publishTimeOf(String(new FormData(event.currentTarget).get('publish_at') ?? ''));
    if (at === undefined || at <= Date.now()) {
      feedback.refuse(t('content.chooseLater'));
      return;
    }
    publish.mutate({ post_id: post.post_id, publish_at: at }, handlers(t('content.scheduled')));
  };
  const onUnpublish = () => {
    if (start()) unpublish.mutate({ post_id: post.post_id }, handlers(t('content.backToDraft')));
  };

  return (
    <section className="ops-publish" aria-labelledby="publish-title" aria-busy={busy}>
      <h2 id="publish-title">{t('content.publishing')}</h2>
      <p>
        {t('content.statusLabel')} <strong>{postStatusText(post, t)}</strong>
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
            {t('content.publishNow')}
          </button>
        ) : null}
        {post.status === 'published' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onUnpublish}
          >
            {t('content.unpublish')}
          </button>
        ) : null}
      </div>
      <form
        className="ops-filters"
        aria-label={t('content.scheduleLabel')}
        noValidate
        onSubmit={onSchedule}
      >
        <TextField
          id="publish-at"
          name="publish_at"
          label={t('content.publishAt')}
          hint={t('content.publishAtHint', { zone: zoneName(houseOffset()) })}
          type="datetime-local"
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('content.schedule')}
        </button>
      </form>
    </section>
  );
}
