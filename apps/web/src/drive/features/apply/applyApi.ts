import { API_BASE, endpoints } from '@fairfare/contracts/api';
import type { CodeSent } from '@fairfare/contracts/auth';
import type { City } from '@fairfare/contracts/cities';
import type { Category } from '@fairfare/contracts/categories';
import {
  applyPaths,
  type ApplicationDocument,
  type ApplicationFields,
  type DocumentKind,
  type MyApplication,
} from '@fairfare/contracts/driver-applications';
import type { Language } from '@fairfare/contracts/languages';
import { ApiError, apiPost } from '../../../shared/api/client';
import { config } from '../../../shared/config';

/**
 * The application to drive as the driver app calls it: the applicant's HttpOnly `ff_apply` cookie
 * (set by the code's check) authenticates every call but the code's. The service checks every
 * field and document again; the app only helps the applicant get them right the first time.
 */
export const applyApi = {
  requestCode: (phone_code: string, phone: string) =>
    apiPost<CodeSent>(applyPaths.code, { step: 'request', phone_code, phone }),
  verifyCode: (phone_code: string, phone: string, code: string, language: Language) =>
    apiPost<MyApplication>(applyPaths.code, { step: 'verify', phone_code, phone, code, language }),
  mine: (signal?: AbortSignal) => apiPost<MyApplication>(applyPaths.mine, {}, signal),
  save: (fields: ApplicationFields) => apiPost<MyApplication>(applyPaths.save, fields),
  submit: () => apiPost<MyApplication>(applyPaths.submit, {}),
  cities: (signal?: AbortSignal) => apiPost<City[]>(endpoints.cities.list, {}, signal),
  categories: (cityId: number, lang: Language, signal?: AbortSignal) =>
    apiPost<Category[]>(endpoints.categories.list, { city_id: cityId, lang }, signal),
};

/**
 * Uploads one document as raw bytes (its type in Content-Type) with XMLHttpRequest, which, unlike
 * fetch, reports the upload's progress (0–1) as it goes.
 */
export function uploadDocument(
  kind: DocumentKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ApplicationDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.apiBaseUrl}${API_BASE}${applyPaths.document}?kind=${kind}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', 'error.network'));
    xhr.onload = () => {
      let body: {
        status?: string;
        response?: ApplicationDocument;
        message?: string;
        code?: string;
      };
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 200 && body.response) resolve(body.response);
      else reject(new ApiError(xhr.status, body.message ?? 'Upload failed', body.code));
    };
    xhr.send(file);
  });
}
