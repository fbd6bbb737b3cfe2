import { useState, type ChangeEvent } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@fairfare/contracts/content-admin';
import { errorText } from '../../../shared/api/errorText';
import { TextField } from '../../../shared/ui/form/TextField';
import { postImageUrl } from '../../../shared/ui/post/postFormat';
import { useUploadImage } from './api';
import { useTranslation } from 'react-i18next';

/** A file's bytes as base64 (what the upload endpoint takes). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface ImageFieldProps {
  field: UseFormRegisterReturn<'image_path'>;
  error: FieldError | undefined;
  /** The address now in the field, for the thumbnail. */
  value: string;
  onUploaded: (imagePath: string) => void;
}

/** The post's image: an address, or a file uploaded here (PNG, JPEG, WebP or GIF, 1 MB at most). */
export function ImageField({ field, error, value, onUploaded }: ImageFieldProps) {
  const { t } = useTranslation('ops');
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    const type = file.type as (typeof CONTENT_IMAGE_TYPES)[number];
    if (!CONTENT_IMAGE_TYPES.includes(type) || file.size > CONTENT_IMAGE_MAX_BYTES) {
      setProblem(t('content.imageInvalid'));
      return;
    }
    upload.mutate(
      { content_type: type, data_base64: await base64Of(file) },
      {
        onSuccess: (stored) => onUploaded(stored.image_path),
        onError: (failure) => setProblem(errorText(failure)),
      },
    );
  };
  return (
    <div className="ops-image-field">
      <TextField
        id="post-image"
        label={t('content.imageAddress')}
        hint={t('content.imageAddressHint')}
        error={error}
        {...field}
      />
      <TextField
        id="post-image-file"
        label={t('content.upload')}
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        error={problem}
        aria-busy={upload.isPending}
        onChange={(event) => void onFile(event)}
      />
      {upload.isPending ? <p role="status">{t('content.uploading')}</p> : null}
      {value ? (
        <img className="ops-thumb" src={postImageUrl(value)} alt={t('content.imageAlt')} />
      ) : null}
    </div>
  );
}
