import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@fairfare/contracts/auth';

/** A one-time code of CODE_LENGTH digits from a cryptographic generator. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Codes are stored as an HMAC bound to the phone, so a leaked table reveals no usable code. */
export function hashCode(secret: string, phoneKey: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneKey}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** A session token (the cookie value, or the api_key of app clients). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed; they are long and random, so a plain SHA-256 suffices. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function phoneKey(phoneCode: string, phone: string): string {
  return `${phoneCode}${phone}`;
}
