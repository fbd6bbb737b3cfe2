import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_PAGE, type PostedForm } from '@fairfare/contracts/site-render';
import { judgeContactForm } from './posted-form.ts';
import { saveContactMessage } from './service.ts';

/** A posted form holds four short fields: anything larger is refused (413) before parsing. */
const FORM_BODY_LIMIT = 16 * 1024;

/** Renders the page at `url` with the outcome of the form posted to it (site/site-pages.ts). */
export type SendPostedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { url: string; form: PostedForm; status: number },
) => Promise<FastifyReply>;

/**
 * The contact form without script (issue 27, decision 035): `POST /contact-us`, the form's fields
 * url-encoded, checked by the API's schema and limit (CONTACT_RATE_LIMIT an hour per address,
 * counted before the check as the API does), stored, and answered with the contact page rendered
 * again: 200 and the thank-you, 400 and each field's error, 429 and the form's error, the text
 * typed kept. Only this route reads url-encoded bodies; the API stays JSON.
 */
export async function registerContactForm(app: FastifyInstance, sendPage: SendPostedPage) {
  const allowed = app.createRateLimit({
    max: app.config.rateLimits.contactPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `contact-form:${request.ip}`,
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const params = new URLSearchParams(String(body));
        done(null, Object.fromEntries(params));
      },
    );
    scope.post(CONTACT_PAGE, async (request, reply) => {
      const judged = judgeContactForm(request.body);
      const count = await allowed(request);
      if (!count.isAllowed && count.isExceeded) {
        const values = judged.ok ? judged.values : judged.form.values;
        const form = { values, fieldErrors: {}, error: 'contact.tooMany' };
        return sendPage(request, reply, { url: CONTACT_PAGE, form, status: 429 });
      }
      if (!judged.ok) {
        return sendPage(request, reply, { url: CONTACT_PAGE, form: judged.form, status: 400 });
      }
      await saveContactMessage(app.db, judged.message, request.ip);
      const form = { values: judged.values, fieldErrors: {}, sent: 'contact.sent' };
      return sendPage(request, reply, { url: CONTACT_PAGE, form, status: 200 });
    });
  });
}
