import { messageText, type MessageKey } from '@fairfare/contracts/messages';

/** An error whose message may be shown to the caller: always a 4xx with a known message key. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: MessageKey | undefined;

  constructor(statusCode: number, key: MessageKey | string) {
    super(messageText(key));
    this.statusCode = statusCode;
    this.code = key === messageText(key) ? undefined : (key as MessageKey);
  }
}

export const badRequest = (key: MessageKey = 'error.badRequest') => new AppError(400, key);
export const unauthorized = (key: MessageKey = 'error.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'error.notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'error.conflict') => new AppError(409, key);
export const tooManyRequests = (key: MessageKey = 'error.tooManyRequests') => new AppError(429, key);
