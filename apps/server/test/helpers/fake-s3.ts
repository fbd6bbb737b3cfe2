import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface FakeS3 {
  /** http://127.0.0.1:<port>, the endpoint to give the SDK. */
  endpoint: string;
  /** Objects by `bucket/key`, with the type they were put with. */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request's method and path, in order. */
  requests: Array<{ method: string; path: string; signed: boolean }>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

/**
 * The part of S3's HTTP API the document store uses (PutObject, GetObject, DeleteObject with the
 * bucket in the path, as MinIO is addressed), on port 0 for one test; closed when it ends. A
 * request without an AWS signature is refused as S3 would.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).slice(1);
      const signed = /^AWS4-HMAC-SHA256 Credential=/.test(request.headers.authorization ?? '');
      requests.push({ method: request.method ?? '', path, signed });
      if (!signed) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(path, {
          bytes: await bodyOf(request),
          contentType: request.headers['content-type'] ?? '',
        });
        response.writeHead(200, { etag: '"fake"' });
        response.end();
        return;
      }
      const object = objects.get(path);
      if (request.method === 'GET') {
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(NO_SUCH_KEY);
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
        });
        response.end(object.bytes);
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        response.end();
        return;
      }
      response.writeHead(405);
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, requests };
}
