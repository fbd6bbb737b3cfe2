import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { describe, expect, it, onTestFinished } from 'vitest';
import { serveAsWorker } from './cluster.ts';

/**
 * A worker's side of WORKERS=N (cluster.ts) in this process: `cluster.isWorker` and
 * `process.send` stand in for the cluster, and the IPC channel is slow (its callback, "handed
 * to the channel", comes 50 ms late), as under load.
 */
async function workerWithSlowChannel() {
  const events: string[] = [];
  const messages: Array<{ type?: string; data?: unknown }> = [];
  const realSend = process.send;
  const realIsWorker = cluster.isWorker;
  const listenersBefore = process.listeners('message');
  const setIsWorker = (value: boolean) =>
    Object.defineProperty(cluster, 'isWorker', { value, configurable: true, writable: true });
  setIsWorker(true);
  process.send = ((message: unknown, ...rest: unknown[]) => {
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const type = (message as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !type.startsWith('sticky:')) {
      if (message === 'fairfare:ready') return true;
      return realSend ? Reflect.apply(realSend, process, [message, ...rest]) : true;
    }
    messages.push(message as { type: string; data: unknown });
    setTimeout(() => {
      events.push(`channel: ${type}`);
      callback?.();
    }, 50);
    return true;
  }) as typeof process.send;

  const http = createServer();
  const io = new Server(http, { transports: ['polling'] });
  serveAsWorker(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  onTestFinished(async () => {
    setIsWorker(realIsWorker);
    process.send = realSend;
    for (const listener of process.listeners('message')) {
      if (!listenersBefore.includes(listener)) process.off('message', listener);
    }
    await io.close();
  });
  const port = (http.address() as AddressInfo).port;
  return { events, messages, url: `http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling` };
}

describe('a worker of WORKERS=N', () => {
  it("tells the primary which worker holds a new Socket.IO session before it answers the handshake (the client's next request can then not reach the wrong worker)", async () => {
    const { events, messages, url } = await workerWithSlowChannel();
    const answer = await fetch(url);
    const body = await answer.text();
    events.push('handshake answered');
    const sid = /"sid":"([^"]+)"/.exec(body)?.[1];
    expect(sid).toBeDefined();

    expect(messages).toContainEqual({ type: 'sticky:connection', data: sid });
    // once, not twice: the primary counts a worker's sessions for its load balancing
    expect(messages.filter((m) => m.type === 'sticky:connection')).toHaveLength(1);
    // the primary had the message before the client had the session id
    expect(events).toEqual(['channel: sticky:connection', 'handshake answered']);
  });
});
