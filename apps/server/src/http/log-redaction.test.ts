import { Writable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { redactUrl } from './log-redaction.ts';

describe('log redaction', () => {
  it('hides the session secret of a URL and keeps the rest', () => {
    expect(redactUrl('/webservices/1.1.5/tripapi/gettrips?api_key=s3cret&user_id=7')).toBe(
      '/webservices/1.1.5/tripapi/gettrips?api_key=[redacted]&user_id=7',
    );
    expect(redactUrl('/x?user_id=7&API_KEY=abc#top')).toBe('/x?user_id=7&API_KEY=[redacted]#top');
    expect(redactUrl('/x?page=2')).toBe('/x?page=2');
  });

  it('never writes an api_key from the query to the log, at info level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(testConfig({ logLevel: 'info', webDistDir: '/nonexistent' }), {
      logStream: stream,
    });
    onTestFinished(() => app.close());
    await app.inject({
      method: 'POST',
      url: '/webservices/1.1.5/tripapi/gettrips?api_key=s3cret-token&user_id=7',
    });
    const log = lines.join('');
    expect(log).toContain('api_key=[redacted]');
    expect(log).not.toContain('s3cret-token');
  });
});
