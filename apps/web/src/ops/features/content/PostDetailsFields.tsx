import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS } from '@fairfare/contracts/content';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { ImageField } from './ImageField';
import { kindName, type PostFormValues } from './postForm';

interface PostDetailsFieldsProps {
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  /** The image's address now in the form, for the thumbnail. */
  imagePath: string;
  onImageUploaded: (imagePath: string) => void;
}

/** What a post is besides its text: its kind, its page's address, its author and its image. */
export function PostDetailsFields({
  register,
  errors,
  imagePath,
  onImageUploaded,
}: PostDetailsFieldsProps) {
  const { t } = useTranslation('ops');
  return (
    <>
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
        onUploaded={onImageUploaded}
      />
    </>
  );
}
