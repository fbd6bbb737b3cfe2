import {
  isMessageKey,
  messageText,
  type MessageKey,
  type MessageParams,
} from '@fairfare/contracts/messages';

/** An error whose message may be shown to the caller: always a 4xx with a known message key. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: MessageKey | undefined;
  readonly params: MessageParams | undefined;

  constructor(statusCode: number, key: MessageKey | string, params?: MessageParams) {
    super(messageText(key, params));
    this.statusCode = statusCode;
    this.code = isMessageKey(key) ? key : undefined;
    this.params = params;
  }
}

export const badRequest = (key: MessageKey = 'error.badRequest', params?: MessageParams) =>
  new AppError(400, key, params);
export const paymentRequired = (key: MessageKey) => new AppError(402, key);
export const unauthorized = (key: MessageKey = 'error.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'error.notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'error.conflict') => new AppError(409, key);
export const tooManyRequests = (key: MessageKey = 'error.tooManyRequests') =>
  new AppError(429, key);
