import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

/** A message a device's push service received, as posted by the service. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on a loopback port (what Chrome's or Firefox's is for a real device): it keeps
 * every POST and answers 201, or the status set for a path (410: the subscription is gone).
 * `next(path)` resolves with the next message posted to that path.
 */
export async function startPushService() {
  const received: Received[] = [];
  const statusOf = new Map<string, number>();
  const waiting: Array<{ path: string; resolve: (r: Received) => void }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const message = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(message);
      for (const w of waiting.splice(0)) {
        if (w.path === message.path) w.resolve(message);
        else waiting.push(w);
      }
      res.statusCode = statusOf.get(message.path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path: string, status: number) => statusOf.set(path, status),
    next: (path: string) => new Promise<Received>((resolve) => waiting.push({ path, resolve })),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface Device {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export function newDevice(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** What the device's browser does with an `aes128gcm` message (RFC 8188 and 8291), one record. */
export function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = hmac(hmac(device.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // the last record ends with the delimiter 2, then padding zeros
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}
