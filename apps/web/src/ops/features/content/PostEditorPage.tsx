import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { CONTENT_KINDS } from '@fairfare/contracts/content';
import type { postInputSchema, StaffPost } from '@fairfare/contracts/content-admin';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { errorText } from '../../../shared/api/errorText';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsLoaded } from '../../shared/OpsLoaded';
import { postQuery, useCreatePost, useUpdatePost } from './api';
import { ImageField } from './ImageField';
import {
  emptyPostForm,
  formValuesOf,
  kindName,
  languageName,
  postFormSchema,
  slugOf,
  type PostFormValues,
} from './postForm';
import { FallbackNote } from './FallbackNote';
import { PostTextFields } from './PostTextFields';
import { PreviewPanel } from './PreviewPanel';
import { PublishPanel } from './PublishPanel';
import { useTranslation } from 'react-i18next';

type PostValues = z.output<typeof postInputSchema>;

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

/** The first language whose text has an error, if any. */
function languageWithErrors(errors: FieldErrors<PostFormValues>): Language | undefined {
  return LANGUAGES.find((lang) => errors.text?.[lang]);
}

/**
 * The post's fields, its text one language at a time (all kept while another is shown), saved as
 * a draft (or as the published post's change).
 */
function PostEditor({ post }: { post: StaffPost | null }) {
  const { t } = useTranslation('ops');
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const feedback = useOpsFeedback();
  // A new post, once saved, opens as a saved one in the language the editor was writing in.
  const shownLang = (useLocation().state as { lang?: Language } | null)?.lang;
  const [lang, setLang] = useState<Language>(shownLang ?? 'en');
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    control,
    reset,
    formState: { errors, isDirty },
    getFieldState,
  } = useForm<PostFormValues, unknown, PostValues>({
    resolver: zodResolver(postFormSchema) as never,
    defaultValues: post ? formValuesOf(post) : emptyPostForm(),
  });
  const imagePath = useWatch({ control, name: 'image_path' });
  const texts = useWatch({ control, name: 'text' });
  const saving = create.isPending || update.isPending;

  // An error in a language not shown brings that language forward, and says so.
  const showErrors = (found: FieldErrors<PostFormValues>) => {
    const errorLang = languageWithErrors(found);
    if (errorLang && errorLang !== lang) {
      setLang(errorLang);
      feedback.refuse(t('content.correctText', { lang: languageName(t, errorLang) }));
    }
  };
  const onSubmit = handleSubmit((values) => {
    feedback.start();
    const onError = (error: Error) => feedback.refuse(errorText(error));
    if (post) {
      update.mutate(
        { ...values, post_id: post.post_id },
        {
          onSuccess: (saved) => {
            reset(formValuesOf(saved));
            feedback.tell(saved.status === 'draft' ? t('content.saved') : t('content.savedLive'));
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) =>
          void navigate(`../${saved.post_id}`, { replace: true, state: { lang } }),
        onError,
      });
    }
  }, showErrors);

  // The preview is of what is typed: checked by the same rules, then sent as the service takes it.
  const previewInput = async () => {
    if (!(await trigger())) {
      showErrors({
        text: Object.fromEntries(LANGUAGES.map((l) => [l, getFieldState(`text.${l}`).error])),
      } as FieldErrors<PostFormValues>);
      return null;
    }
    const judged = postFormSchema.safeParse(getValues());
    return judged.success ? judged.data : null;
  };
  const suggestSlug = (title: string) => {
    if (!getValues('slug').trim() && title.trim()) {
      setValue('slug', slugOf(title), { shouldDirty: true });
    }
  };

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
        onSubmit={(e) => void onSubmit(e)}
      >
        <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
        <SelectField
          id="post-kind"
          label={t('content.kindLabel')}
          error={errors.kind}
          {...register('kind')}
        >
          {CONTENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindName(t, kind)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="post-slug"
          label={t('content.slug')}
          hint={t('content.slugHint')}
          error={errors.slug}
          {...register('slug')}
        />
        <TextField
          id="post-author"
          label={t('content.author')}
          error={errors.author}
          {...register('author')}
        />
        <ImageField
          field={register('image_path')}
          error={errors.image_path}
          value={imagePath}
          onUploaded={(path) => setValue('image_path', path, { shouldDirty: true })}
        />
        <SelectField
          id="post-lang"
          label={t('shell.language')}
          hint={t('content.langHint')}
          value={lang}
          onChange={(event) => setLang(event.target.value as Language)}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {languageWithErrors(errors) === l
                ? t('content.toCorrect', { lang: languageName(t, l) })
                : languageName(t, l)}
            </option>
          ))}
        </SelectField>
        <FallbackNote text={texts} />
        <PostTextFields
          key={lang}
          lang={lang}
          register={register}
          errors={errors}
          {...(lang === 'en' ? { onTitleBlur: suggestSlug } : {})}
        />
        <SubmitButton className="button button--primary" sending={saving}>
          {post ? t('content.saveChanges') : t('content.saveDraft')}
        </SubmitButton>
      </form>
      <PreviewPanel lang={lang} input={previewInput} />
      {post ? <PublishPanel post={post} unsaved={isDirty} /> : null}
    </>
  );
}
