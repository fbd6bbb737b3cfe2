import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StaffPost } from '@fairfare/contracts/content-admin';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { OpsFeedback } from '../../shared/OpsFeedback';
import { OpsLoaded } from '../../shared/OpsLoaded';
import { postQuery } from './api';
import { FallbackNote } from './FallbackNote';
import { languageWithErrors } from './postForm';
import { PostDetailsFields } from './PostDetailsFields';
import { PostLanguageSelect } from './PostLanguageSelect';
import { PostTextFields } from './PostTextFields';
import { PreviewPanel } from './PreviewPanel';
import { PublishPanel } from './PublishPanel';
import { usePostEditor } from './usePostEditor';

/** A new post (/ops/content/new) or a saved one (/ops/content/:postId). */
export function PostEditorPage() {
  const { t } = useTranslation('ops');
  const { postId } = useParams();
  const id = Number(postId);
  const post = useQuery({ ...postQuery(id), enabled: id > 0 });
  return (
    <section aria-labelledby="post-editor-title">
      <p>
        <Link to="..">{t('content.back')}</Link>
      </p>
      {postId === 'new' ? (
        <PostEditor post={null} />
      ) : (
        <OpsLoaded query={post} loading={t('content.postLoading')} failed={t('content.postFailed')}>
          {(data) => <PostEditor key={data.post_id} post={data} />}
        </OpsLoaded>
      )}
    </section>
  );
}

/**
 * The post's fields, its text one language at a time (all kept while another is shown), saved as
 * a draft (or as the published post's change).
 */
function PostEditor({ post }: { post: StaffPost | null }) {
  const { t } = useTranslation('ops');
  const editor = usePostEditor(post);
  const { lang, register, errors, feedback } = editor;

  return (
    <>
      <h1 id="post-editor-title">
        {post
          ? t('content.editTitle', { title: post.text.en?.title ?? post.slug })
          : t('content.newPost')}
      </h1>
      <form
        className="ops-form ops-form--wide"
        aria-label={t('content.formLabel')}
        noValidate
        onSubmit={(e) => void editor.onSubmit(e)}
      >
        <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
        <PostDetailsFields
          register={register}
          errors={errors}
          imagePath={editor.imagePath}
          onImageUploaded={editor.setImagePath}
        />
        <PostLanguageSelect
          lang={lang}
          onChange={editor.setLang}
          toCorrect={languageWithErrors(errors)}
        />
        <FallbackNote text={editor.texts} />
        <PostTextFields
          key={lang}
          lang={lang}
          register={register}
          errors={errors}
          {...(lang === 'en' ? { onTitleBlur: editor.suggestSlug } : {})}
        />
        <SubmitButton className="button button--primary" sending={editor.saving}>
          {post ? t('content.saveChanges') : t('content.saveDraft')}
        </SubmitButton>
      </form>
      <PreviewPanel lang={lang} input={editor.previewInput} />
      {post ? <PublishPanel post={post} unsaved={editor.isDirty} /> : null}
    </>
  );
}
