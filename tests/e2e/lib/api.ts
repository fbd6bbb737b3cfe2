import type { RunningApp } from './start-app.ts';

/** The service's API base (spec contract). */
export const API_BASE = '/webservices/1.1.5';

export interface PostSummary {
  slug: string;
  title: string;
}

/** Calls an API endpoint (POST JSON) and returns `response` of a success envelope. */
export async function callApi<T>(app: RunningApp, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${app.baseUrl}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message?: string; response?: T };
  if (!res.ok || json.status !== 'success' || json.response === undefined) {
    throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  }
  return json.response;
}

export type ContentKind = 'blog' | 'article' | 'announcement';

/** The first page of posts of a kind in English, as the list page shows it. */
export async function firstPosts(app: RunningApp, kind: ContentKind): Promise<PostSummary[]> {
  const list = await callApi<{ items: PostSummary[] }>(app, '/contentapi/getposts', {
    kind,
    lang: 'en',
    page: 1,
  });
  if (list.items.length === 0) throw new Error(`the seed has no ${kind} post in English`);
  return list.items;
}

export const firstBlogPosts = (app: RunningApp) => firstPosts(app, 'blog');
