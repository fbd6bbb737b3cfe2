import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Language } from '@fairfare/contracts/languages';
import { TextAreaField, TextField } from '../../../shared/ui/form/TextField';
import { languageNames, type PostFormValues } from './postForm';

interface PostTextFieldsProps {
  lang: Language;
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  /** Called when the title field is left (the English title suggests the address). */
  onTitleBlur?: (title: string) => void;
}

/** One language's title, summary and Markdown body; any one language is enough for a post. */
export function PostTextFields({ lang, register, errors, onTitleBlur }: PostTextFieldsProps) {
  const error = errors.text?.[lang];
  const title = register(`text.${lang}.title`);
  return (
    <fieldset className="ops-fieldset">
      <legend>{`${languageNames[lang]} text`}</legend>
      <TextField
        id={`post-${lang}-title`}
        label="Title"
        // The text is in its language; the labels around it stay English.
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
        label="Summary"
        hint="A sentence or two shown in the list of posts."
        rows={2}
        lang={lang}
        error={error?.excerpt}
        {...register(`text.${lang}.excerpt`)}
      />
      <TextAreaField
        id={`post-${lang}-body`}
        label="Body (Markdown)"
        hint="**bold**, *italic*, ## headings, - lists, [links](https://…). HTML is shown as text."
        rows={10}
        lang={lang}
        error={error?.body}
        {...register(`text.${lang}.body`)}
      />
    </fieldset>
  );
}
