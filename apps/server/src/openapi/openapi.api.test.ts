import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it, onTestFinished } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { allEndpoints, endpointTable } from '@fairfare/contracts/endpoint-table';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { DRIVER_API_TAG, openApiDocument } from './document.ts';

// Generated once for the file: the document is pure (the endpoint table and its schemas).
const doc = openApiDocument();

async function app() {
  const instance = await buildApp(testConfig({ webDistDir: '/nonexistent' }));
  onTestFinished(() => instance.close());
  await instance.ready();
  return instance;
}

describe('the OpenAPI document', () => {
  it('describes every endpoint of the table, with its access and security', () => {
    expect(Object.keys(doc.paths)).toHaveLength(allEndpoints.length);
    for (const endpoint of allEndpoints) {
      const op = doc.paths[API_BASE + endpoint.path]?.post;
      expect(op, `${endpoint.path} is missing from the document`).toBeDefined();
      expect(op?.['x-access']).toBe(endpoint.access);
      const schemes = (op?.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (endpoint.access === 'public') expect(schemes).toEqual([]);
      if (endpoint.access === 'rider')
        expect(schemes).toEqual(
          expect.arrayContaining(['riderSession', 'riderApiKey', 'riderUserId']),
        );
      if (endpoint.access === 'driver')
        expect(schemes).toEqual(
          expect.arrayContaining(['driverSession', 'driverApiKey', 'driverId']),
        );
      for (const scheme of schemes) expect(doc.components.securitySchemes[scheme]).toBeDefined();
      expect(op?.responses['401'] !== undefined).toBe(endpoint.access !== 'public');
    }
  });

  it('marks the driver API as such: driver endpoints and the driver login, nothing of the rider', () => {
    for (const endpoint of allEndpoints) {
      const tags = doc.paths[API_BASE + endpoint.path]?.post.tags ?? [];
      if (endpoint.access === 'driver') expect(tags).toEqual([DRIVER_API_TAG]);
      if (endpoint.access === 'rider') expect(tags).not.toContain(DRIVER_API_TAG);
    }
    const login = doc.paths[API_BASE + endpointTable.drivers.login.path]?.post;
    expect(login?.tags).toEqual([DRIVER_API_TAG]);
    expect(login?.['x-access']).toBe('public');
    expect(doc.tags[0]?.name).toBe(DRIVER_API_TAG);
  });

  it('carries the zod schemas: bodies as callers send them, answers in the success envelope', () => {
    const sendOffer = doc.paths[API_BASE + endpointTable.drivers.sendOffer.path]?.post;
    const body = sendOffer?.requestBody?.content['application/json'].schema;
    expect(sendOffer?.requestBody?.required).toBe(true);
    expect(body).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['trip_id', 'offer_amt']),
    });
    const answer = (
      sendOffer?.responses['200']?.content as Record<string, { schema: Record<string, unknown> }>
    )['application/json']?.schema;
    expect(answer).toMatchObject({
      properties: { status: { const: 'success' }, response: { type: 'object' } },
    });
    // A body that may be left out is not required.
    const unpaid = doc.paths[API_BASE + endpointTable.payments.unpaidTrip.path]?.post;
    expect(unpaid?.requestBody?.required).toBe(false);
  });

  it('validates as OpenAPI 3.1 (and the validator does refuse a broken document)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const broken = structuredClone(doc) as unknown as { paths: Record<string, unknown> };
    const first = Object.keys(broken.paths)[0]!;
    broken.paths[first] = { post: { responses: 'none' } };
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });
});

describe('the published contract', () => {
  it('serves the document at /api/openapi.json', async () => {
    const res = await (await app()).inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('serves a reference page that lists every endpoint and needs no script or inline style', async () => {
    const instance = await app();
    const res = await instance.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = res.body;
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    for (const endpoint of allEndpoints)
      expect(html).toContain(`<code>${API_BASE}${endpoint.path}</code>`);
    expect(html).toContain(`>${DRIVER_API_TAG}</h2>`);
    const css = await instance.inject('/api/docs.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
