import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Levels for a page compressed per request: ~1 ms for a page where the best take ~50 ms. */
const QUICK_BROTLI_QUALITY = 5;
const QUICK_GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding of a page for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none; a coding given `q=0` is refused, `*` accepts any not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (coding) quality.set(coding.trim(), q ? Number(q) : 1);
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (quality.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/**
 * A rendered page as it is sent: its status, its HTML, the CSP sources of its inline styles, an
 * ETag per encoding, and its brotli and gzip bodies, each compressed once, when first asked for,
 * and kept with the page.
 */
export class CompressedPage {
  readonly status: number;
  readonly html: Buffer;
  readonly styleHashes: readonly string[];
  private readonly hash: string;
  private readonly bodies = new Map<Encoding, Promise<Buffer>>();

  /**
   * `personal`: a page made for one request (a rider's ride in it, decision 061), compressed at
   * a quick level instead of the best, since it is compressed for each request.
   */
  readonly personal: boolean;

  constructor(status: number, html: string, styleHashes: readonly string[] = [], personal = false) {
    this.status = status;
    this.personal = personal;
    this.html = Buffer.from(html, 'utf8');
    this.styleHashes = styleHashes;
    this.hash = createHash('sha256').update(this.html).digest('base64url').slice(0, 27);
  }

  /** A strong ETag per representation, as each encoding is another body. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: this.personal
                  ? QUICK_BROTLI_QUALITY
                  : constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : encoding === 'gzip'
            ? gzipAsync(this.html, { level: this.personal ? QUICK_GZIP_LEVEL : 9 })
            : Promise.resolve(this.html);
      this.bodies.set(encoding, body);
    }
    return body;
  }
}
