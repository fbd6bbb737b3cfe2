import { describe, expect, it, vi } from 'vitest';
import type { RenderPage, RenderPageInput } from '@fairfare/contracts/site-render';
import { builtSite, startSiteApp } from '../../../test/helpers/site.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';

/** The site's render, showing the posted form it was given as JSON in the page. */
function renderer() {
  return vi.fn<RenderPage>(async ({ url, form }: RenderPageInput) => ({
    kind: 'page',
    status: 200,
    title: 'Contact us · FairFare',
    html: `<main data-url="${url}">${JSON.stringify(form ?? null)}</main>`,
    head: '',
    state: {},
    modules: [],
    render: 'content',
  }));
}

const typed = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 519 555 0199',
  message: 'How do I book an airport ride?',
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    method: 'POST' as const,
    url: '/contact-us',
    headers: {
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: '203.0.113.7',
  };
}

/** The posted form the page was rendered with. */
const formIn = (body: string): unknown =>
  JSON.parse(/<main[^>]*>(.*?)<\/main>/s.exec(body)?.[1] ?? 'null');

describe.each(databaseKinds)('the contact form without script (decision 035) on %s', (kind) => {
  async function start(contactPerHour?: number) {
    const render = renderer();
    const { app } = await startSiteApp({
      dist: builtSite(),
      render,
      database: kind,
      ...(contactPerHour === undefined ? {} : { contactPerHour }),
    });
    const stored = () => app.db.selectFrom('contact_messages').selectAll().execute();
    return { app, render, stored };
  }

  it('stores a posted message and renders the page again with the thank-you, never cached', async () => {
    const { app, render, stored } = await start();
    const res = await app.inject(post({ ...typed, name: '  Ada Lovelace  ' }));

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(formIn(res.body)).toEqual({
      values: { ...typed, name: '  Ada Lovelace  ' },
      fieldErrors: {},
      sent: 'contact.sent',
    });
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ url: '/contact-us' }));
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: typed.message,
      ip: '203.0.113.7',
    });
  });

  it("answers bad input with 400 and each field's message key, stores nothing", async () => {
    const { app, stored } = await start();
    const res = await app.inject(post({ name: '', email: 'ada@', message: 'Hi' }));

    expect(res.statusCode).toBe(400);
    expect(formIn(res.body)).toEqual({
      values: { name: '', email: 'ada@', phone: '', message: 'Hi' },
      fieldErrors: {
        name: 'validation.nameRequired',
        email: 'validation.emailInvalid',
        message: 'validation.messageTooShort',
      },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('holds posted forms to CONTACT_RATE_LIMIT an hour, keeping what was typed', async () => {
    const { app, stored } = await start(2);
    for (let i = 0; i < 2; i += 1) expect((await app.inject(post(typed))).statusCode).toBe(200);
    const res = await app.inject(post(typed));

    expect(res.statusCode).toBe(429);
    expect(formIn(res.body)).toEqual({ values: typed, fieldErrors: {}, error: 'contact.tooMany' });
    expect(await stored()).toHaveLength(2);
  });

  it("refuses a form posted from another site's page, before anything is stored", async () => {
    const { app, stored } = await start();
    const res = await app.inject(post(typed, { origin: 'https://evil.example' }));
    expect(res.statusCode).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it('reads url-encoded bodies on this route only: the API stays JSON', async () => {
    const { app } = await start();
    const res = await app.inject({
      ...post(typed),
      url: '/webservices/1.1.5/contactapi/savecontact',
    });
    expect(res.statusCode).toBe(415);
  });
});
