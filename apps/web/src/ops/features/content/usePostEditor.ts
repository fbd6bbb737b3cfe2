import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { postInputSchema, StaffPost } from '@fairfare/contracts/content-admin';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { errorText } from '../../../shared/api/errorText';
import { useOpsFeedback } from '../../shared/OpsFeedback';
import { useCreatePost, useUpdatePost } from './api';
import {
  emptyPostForm,
  formValuesOf,
  languageName,
  languageWithErrors,
  postFormSchema,
  slugOf,
  type PostFormValues,
} from './postForm';

type PostValues = z.output<typeof postInputSchema>;

/**
 * The editor's form and what it does: the language shown, saving (a new post as a draft, a saved
 * one as its change), the preview's input, the address suggested from the English title, and
 * what the screen says after each.
 */
export function usePostEditor(post: StaffPost | null) {
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

  return {
    lang,
    setLang,
    feedback,
    register,
    errors,
    isDirty,
    imagePath,
    texts,
    saving: create.isPending || update.isPending,
    onSubmit,
    previewInput,
    suggestSlug,
    setImagePath: (path: string) => setValue('image_path', path, { shouldDirty: true }),
  };
}
