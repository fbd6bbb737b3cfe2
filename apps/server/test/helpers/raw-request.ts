import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a new connection (https trusting `ca`), never retried by the client. */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
        ...(init.ca ? { ca: init.ca } : {}),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
