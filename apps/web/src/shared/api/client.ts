import { API_BASE, REQUEST_TIMEOUT_MS, type Envelope } from '@fairfare/contracts/api';
import { config } from '../config';

/** A failed call: HTTP status, the server's message key (when known) and its English text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }

  /** What a rendered page carries of a failed call (pageState.ts revives it). */
  toJSON() {
    return {
      name: this.name,
      status: this.status,
      message: this.message,
      code: this.code,
      params: this.params,
    };
  }
}

/** Where calls go: `fetch` unless the page is being rendered by the service (setApiTransport). */
let transport: typeof fetch | undefined;

/**
 * While the service renders a page (entry-server.tsx), calls reach its public endpoints in-process
 * instead of the network; undefined gives them back to `fetch`.
 */
export function setApiTransport(next: typeof fetch | undefined): void {
  transport = next;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the app react to a 401 from any call in one place (docs/product/roles.md). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Extra options of `apiPost`; every one is optional, so existing calls stay as they are. */
export interface ApiPostOptions {
  /** Extra request headers (e.g. If-None-Match). */
  headers?: Record<string, string>;
}

async function send(
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
  headers: Record<string, string> = {},
): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    // `fetch` is looked up at each call: tests replace it
    return await (transport ?? fetch)(`${config.apiBaseUrl}${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (err) {
    console.error(`network error on ${path}`, err); // docs/product/messages.md: network failures are only logged
    throw new ApiError(0, 'Network error', 'error.network');
  }
}

async function readEnvelope<T>(res: Response): Promise<T> {
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status === 401) unauthorizedListeners.forEach((l) => l());
  if (!res.ok || !envelope || envelope.status !== 'success') {
    const failed = envelope && envelope.status === 'failed' ? envelope : null;
    throw new ApiError(res.status, failed?.message ?? res.statusText, failed?.code, failed?.params);
  }
  return envelope.response;
}

/**
 * The one HTTP client (docs/product/api.md): the versioned base address, a 25-second timeout, JSON both ways.
 * Resolves with `response` of a success envelope; throws ApiError otherwise.
 */
export async function apiPost<T>(
  path: string,
  body: unknown = {},
  signal?: AbortSignal,
  options: ApiPostOptions = {},
): Promise<T> {
  const res = await send(path, body, signal, options.headers);
  return readEnvelope<T>(res);
}

const lastAnswers = new Map<string, { etag: string; response: unknown }>();

/**
 * `apiPost` for polled lists that answer with an ETag: sends the last ETag of the same call
 * (path and body) as If-None-Match and, on 304 Not Modified, resolves with the last answer.
 * Browsers do not revalidate POSTs on their own (decision 008).
 */
export async function apiPostCached<T>(
  path: string,
  body: unknown = {},
  signal?: AbortSignal,
): Promise<T> {
  const key = `${path} ${JSON.stringify(body)}`;
  const last = lastAnswers.get(key);
  const res = await send(path, body, signal, last ? { 'if-none-match': last.etag } : {});
  if (res.status === 304 && last) return last.response as T;
  const response = await readEnvelope<T>(res);
  const etag = res.headers.get('etag');
  if (etag) lastAnswers.set(key, { etag, response });
  else lastAnswers.delete(key);
  return response;
}

/** Forgets the kept answers of `apiPostCached` (tests; a new session). */
export function clearCachedAnswers(): void {
  lastAnswers.clear();
}
