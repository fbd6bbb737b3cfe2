import net from 'node:net';

/**
 * A lean HTTP/1.1 keep-alive client for load generation: requests are whole pre-built buffers,
 * answers are read for their status line, ETag and length only, and nothing else is allocated.
 *
 * Why not node:http or fetch: on this project's 2-core machines the load generator shares the
 * cores with the server. node:http costs the generator about as much CPU per request as the
 * server spends answering it, and its garbage-collection pauses (hundreds of ms under load)
 * were counted as server latency. This client spends a few µs per request.
 *
 * It speaks just enough HTTP for the project's own JSON answers: Content-Length bodies, or none
 * (304, 204). A chunked or unparseable answer closes the connection and reports status 0; an
 * answer with `connection: close` is kept and its connection replaced.
 */
export interface LeanAnswer {
  status: number;
  etag: string | undefined;
}
type Callback = (answer: LeanAnswer) => void;

const HEADER_END = Buffer.from('\r\n\r\n');

class Connection {
  private readonly socket: net.Socket;
  private pending: Callback | undefined;
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Header parsed: bytes still owed for the body, and the answer waiting for them. */
  private bodyLeft = -1;
  private answer: LeanAnswer | undefined;
  /** The answer said `connection: close` (WORKERS=N: the sticky primary closes each one). */
  private closeAfter = false;
  private timer: NodeJS.Timeout | undefined;
  closed = false;

  private readonly timeoutMs: number;
  private readonly onIdle: (c: Connection) => void;

  constructor(host: string, port: number, timeoutMs: number, onIdle: (c: Connection) => void) {
    this.timeoutMs = timeoutMs;
    this.onIdle = onIdle;
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (data: Buffer) => this.read(data));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  send(request: Buffer, done: Callback): void {
    this.pending = done;
    this.timer = setTimeout(() => this.fail(), this.timeoutMs);
    this.socket.write(request);
  }

  private read(data: Buffer): void {
    if (this.bodyLeft >= 0) {
      this.bodyLeft -= data.length;
      if (this.bodyLeft <= 0) this.finish();
      return;
    }
    this.chunks.push(data);
    this.buffered += data.length;
    const all = this.chunks.length === 1 ? data : Buffer.concat(this.chunks, this.buffered);
    const end = all.indexOf(HEADER_END);
    if (end < 0) return;
    const head = all.toString('latin1', 0, end).toLowerCase();
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/.exec(head);
    if (
      !status ||
      /\r\ntransfer-encoding:/.test(head) ||
      (!length && status !== 304 && status !== 204)
    ) {
      this.fail();
      return;
    }
    const etag = /\r\netag: *([^\r]+)/.exec(all.toString('latin1', 0, end));
    this.answer = { status, etag: etag?.[1] };
    this.closeAfter = /\r\nconnection: *close/.test(head);
    this.chunks = [];
    this.buffered = 0;
    this.bodyLeft = (length ? Number(length[1]) : 0) - (all.length - end - HEADER_END.length);
    if (this.bodyLeft <= 0) this.finish();
  }

  private finish(): void {
    const done = this.pending;
    const answer = this.answer!;
    clearTimeout(this.timer);
    this.pending = undefined;
    this.answer = undefined;
    this.bodyLeft = -1;
    // Closed before the pool sees it free, so no request is written to a closing socket.
    if (this.closeAfter) this.close();
    done?.(answer);
    this.onIdle(this);
  }

  /** A broken connection answers its request with status 0 and is not used again. */
  private fail(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    this.socket.destroy();
    const done = this.pending;
    this.pending = undefined;
    done?.({ status: 0, etag: undefined });
    this.onIdle(this);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket.destroy();
  }
}

/**
 * Up to `size` kept-alive connections, opened as needed; requests beyond that wait in order
 * (an open-loop caller counts that wait, since it times from the scheduled send).
 */
export class LeanHttpPool {
  private readonly idle: Connection[] = [];
  private readonly all = new Set<Connection>();
  private readonly waiting: Array<{ request: Buffer; done: Callback }> = [];
  private waitingHead = 0;

  private readonly host: string;
  private readonly port: number;
  private readonly size: number;
  private readonly timeoutMs: number;

  constructor(host: string, port: number, size: number, timeoutMs = 10_000) {
    this.host = host;
    this.port = port;
    this.size = size;
    this.timeoutMs = timeoutMs;
  }

  send(request: Buffer, done: Callback): void {
    let connection = this.idle.pop();
    // a connection the server closed while idle is dropped here
    while (connection?.closed) connection = this.idle.pop();
    connection ??= this.open();
    if (connection) connection.send(request, done);
    else this.waiting.push({ request, done });
  }

  request(request: Buffer): Promise<LeanAnswer> {
    return new Promise((resolve) => this.send(request, resolve));
  }

  /** Requests waiting for a free connection. */
  get queued(): number {
    return this.waiting.length - this.waitingHead;
  }

  close(): void {
    for (const c of this.all) c.close();
    this.all.clear();
    this.idle.length = 0;
  }

  private open(): Connection | undefined {
    if (this.all.size >= this.size) return undefined;
    const c = new Connection(this.host, this.port, this.timeoutMs, (done) => this.release(done));
    this.all.add(c);
    return c;
  }

  /** A connection is free again (or broken): it takes the oldest waiting request, if any. */
  private release(c: Connection): void {
    if (c.closed) this.all.delete(c);
    const next = this.dequeue();
    if (!next) {
      if (!c.closed) this.idle.push(c);
      return;
    }
    // a broken connection has just left `all`, so there is room to open its replacement
    const connection = c.closed ? this.open()! : c;
    connection.send(next.request, next.done);
  }

  /** FIFO without Array.shift's copying: a moving head, compacted now and then. */
  private dequeue(): { request: Buffer; done: Callback } | undefined {
    if (this.waitingHead >= this.waiting.length) return undefined;
    const next = this.waiting[this.waitingHead++]!;
    if (this.waitingHead === this.waiting.length) {
      this.waiting.length = 0;
      this.waitingHead = 0;
    }
    return next;
  }
}

/** A POST with a JSON body and the given extra headers, as one buffer ready to write. */
export function leanPost(
  host: string,
  path: string,
  body: string,
  headers: Record<string, string | undefined>,
): Buffer {
  let head = `POST ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n`;
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) head += `${name}: ${value}\r\n`;
  head += `content-length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return Buffer.from(head + body);
}
