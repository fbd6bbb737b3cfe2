import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { messageText } from '@fairfare/contracts/messages';
import { changeLanguage } from '../shared/i18n/i18n';

/** A JSON response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A success envelope with `response`. */
export function ok(response: unknown, message?: string): Response {
  return jsonResponse(200, { status: 'success', response, ...(message ? { message } : {}) });
}

/** A failure envelope as the service sends it: the English text, the message key and its params. */
export function failed(
  status: number,
  code: string,
  params?: Record<string, string | number>,
): Response {
  return jsonResponse(status, {
    status: 'failed',
    message: messageText(code, params),
    code,
    ...(params ? { params } : {}),
  });
}

export interface ApiCall {
  /** The endpoint path below the API base, e.g. '/userapi/login'. */
  path: string;
  body: Record<string, unknown>;
}

type Handler = (body: Record<string, unknown>, call: number) => Response | Promise<Response>;

/**
 * Stubs `fetch` with a handler per endpoint path (e.g. '/userapi/login'); the handler gets the
 * JSON body and how many calls that path had before. Paths without a handler answer 503.
 * Returns the calls made, in order.
 */
export function stubApiCalls(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.slice(url.indexOf(API_BASE) + API_BASE.length);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const before = calls.filter((c) => c.path === path).length;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return jsonResponse(503, { status: 'failed', message: 'Service unavailable' });
    return handler(body, before);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return {
    fetchMock,
    calls,
    callsTo,
    /** The body of the first call to `path`, once the page has made it. */
    firstBodyTo: (path: string) =>
      waitFor(() => {
        const first = callsTo(path)[0];
        if (!first) throw new Error(`no call to ${path} yet`);
        return first.body;
      }),
  };
}

/**
 * A `fetch` mock for a whole suite: emptied and installed before each test, removed after it,
 * with the language put back to English for the next test.
 */
export function stubFetchForEachTest() {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });
  return fetchMock;
}
