import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { CONTENT_KINDS } from '@fairfare/contracts/content';
import type { postInputSchema, StaffPost } from '@fairfare/contracts/content-admin';
import { LANGUAGES } from '@fairfare/contracts/languages';
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
  kindNames,
  postFormSchema,
  slugOf,
  type PostFormValues,
} from './postForm';
import { PostTextFields } from './PostTextFields';
import { PreviewPanel } from './PreviewPanel';
import { PublishPanel } from './PublishPanel';

type PostValues = z.output<typeof postInputSchema>;

/** A new post (/ops/content/new) or a saved one (/ops/content/:postId). */
export function PostEditorPage() {
  const { postId } = useParams();
  const id = Number(postId);
  const post = useQuery({ ...postQuery(id), enabled: id > 0 });
  return (
    <section aria-labelledby="post-editor-title">
      <p>
        <Link to="..">Back to the posts</Link>
      </p>
      {postId === 'new' ? (
        <PostEditor post={null} />
      ) : (
        <OpsLoaded query={post} loading="Loading the post" failed="The post did not load.">
          {(data) => <PostEditor key={data.post_id} post={data} />}
        </OpsLoaded>
      )}
    </section>
  );
}

/** The post's fields in every language, saved as a draft (or as the published post's change). */
function PostEditor({ post }: { post: StaffPost | null }) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const feedback = useOpsFeedback();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<PostFormValues, unknown, PostValues>({
    resolver: zodResolver(postFormSchema) as never,
    defaultValues: post ? formValuesOf(post) : emptyPostForm(),
  });
  const imagePath = useWatch({ control, name: 'image_path' });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    feedback.start();
    const onError = (error: Error) => feedback.refuse(errorText(error));
    if (post) {
      update.mutate(
        { ...values, post_id: post.post_id },
        {
          onSuccess: (saved) => {
            reset(formValuesOf(saved));
            feedback.tell(saved.status === 'draft' ? 'Saved.' : 'Saved: the site shows it now.');
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => void navigate(`../${saved.post_id}`, { replace: true }),
        onError,
      });
    }
  });

  // The preview is of what is typed: checked by the same rules, then sent as the service takes it.
  const previewInput = async () => {
    if (!(await trigger())) return null;
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
        {post ? `Edit: ${post.text.en?.title ?? post.slug}` : 'New post'}
      </h1>
      <form
        className="ops-form ops-form--wide"
        aria-label="The post"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
        <SelectField id="post-kind" label="Kind" error={errors.kind} {...register('kind')}>
          {CONTENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindNames[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="post-slug"
          label="Page address"
          hint="Lowercase letters, digits and hyphens: the end of the post's page address."
          error={errors.slug}
          {...register('slug')}
        />
        <TextField id="post-author" label="Author" error={errors.author} {...register('author')} />
        <ImageField
          field={register('image_path')}
          error={errors.image_path}
          value={imagePath}
          onUploaded={(path) => setValue('image_path', path, { shouldDirty: true })}
        />
        {LANGUAGES.map((lang) => (
          <PostTextFields
            key={lang}
            lang={lang}
            register={register}
            errors={errors}
            {...(lang === 'en' ? { onTitleBlur: suggestSlug } : {})}
          />
        ))}
        <SubmitButton className="button button--primary" sending={saving}>
          {post ? 'Save changes' : 'Save draft'}
        </SubmitButton>
      </form>
      <PreviewPanel input={previewInput} />
      {post ? <PublishPanel post={post} unsaved={isDirty} /> : null}
    </>
  );
}
