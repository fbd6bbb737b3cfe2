import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPostCached, clearCachedAnswers } from '../api/client';
import { endSession, startSession } from './session';

afterEach(() => {
  clearCachedAnswers();
  vi.unstubAllGlobals();
});

/** Answers every call with the same trip list and ETag, and 304 when it is asked for it. */
function stubEtagApi() {
  const asked: (string | null)[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    asked.push(ifNoneMatch);
    if (ifNoneMatch === '"v1"') return new Response(null, { status: 304 });
    return new Response(JSON.stringify({ status: 'success', response: { trips: ['mine'] } }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"v1"' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

describe("a rider's kept answers", () => {
  it('are forgotten at logout: the next call asks afresh', async () => {
    const asked = stubEtagApi();
    await apiPostCached('/tripapi/gettrips', {});
    await apiPostCached('/tripapi/gettrips', {});
    expect(asked).toEqual([null, '"v1"']);

    endSession({ keepLanguage: true });
    await apiPostCached('/tripapi/gettrips', {});
    expect(asked.at(-1)).toBeNull();
  });

  it('are forgotten when another session starts', async () => {
    const asked = stubEtagApi();
    await apiPostCached('/tripapi/gettrips', {});
    startSession({ user_id: 9, phone: '5195550111', phone_code: '+1' });
    await apiPostCached('/tripapi/gettrips', {});
    expect(asked).toEqual([null, null]);
    endSession();
  });
});
