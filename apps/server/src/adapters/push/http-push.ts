import { currentRequestId } from '../../http/request-id.ts';
import type { PushBackend, PushRequest } from './push.ts';

function requestIdHeader(): Record<string, string> {
  const id = currentRequestId();
  return id === undefined ? {} : { 'x-request-id': id };
}

export class PushBackendError extends Error {}

/** POSTs each push as JSON to the configured backend; a non-2xx answer is an error. */
export class HttpPushBackend implements PushBackend {
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(url: string, timeoutMs = 5_000) {
    this.url = url;
    this.timeoutMs = timeoutMs;
  }

  async send(request: PushRequest): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      // the request (or its job) that caused the push, for the backend's logs (decision 048)
      headers: { 'content-type': 'application/json', ...requestIdHeader() },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new PushBackendError(`push backend answered ${response.status}`);
  }
}
