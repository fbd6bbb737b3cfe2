import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Language } from '@fairfare/contracts/languages';
import { TextAreaField, TextField } from '../../../shared/ui/form/TextField';
import { languageName, type PostFormValues } from './postForm';
import { useTranslation } from 'react-i18next';

interface PostTextFieldsProps {
  lang: Language;
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  /** Called when the title field is left (the English title suggests the address). */
  onTitleBlur?: (title: string) => void;
}

/** One language's title, summary and Markdown body; any one language is enough for a post. */
export function PostTextFields({ lang, register, errors, onTitleBlur }: PostTextFieldsProps) {
  const { t } = useTranslation('ops');
  const error = errors.text?.[lang];
  const title = register(`text.${lang}.title`);
  return (
    <fieldset className="ops-fieldset">
      <legend>{t('content.textIn', { lang: languageName(t, lang) })}</legend>
      <TextField
        id={`post-${lang}-title`}
        label={t('content.title')}
        // The text is in its language; the labels around it in the staff member's.
        lang={lang}
        error={error?.title}
        {...title}
        onBlur={(event) => {
          void title.onBlur(event);
          onTitleBlur?.(event.target.value);
        }}
      />
      <TextAreaField
        id={`post-${lang}-excerpt`}
        label={t('content.summary')}
        hint={t('content.summaryHint')}
        rows={2}
        lang={lang}
        error={error?.excerpt}
        {...register(`text.${lang}.excerpt`)}
      />
      <TextAreaField
        id={`post-${lang}-body`}
        label={t('content.body')}
        hint={t('content.bodyHint')}
        rows={10}
        lang={lang}
        error={error?.body}
        {...register(`text.${lang}.body`)}
      />
    </fieldset>
  );
}
