import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A throw-away certificate for 127.0.0.1 and localhost: its PEM for HAProxy, and its certificate to trust. */
export interface ThrowawayCertificate {
  /** Certificate and private key in one PEM file (HAProxy's `crt`). */
  pemFile: string;
  /** The certificate alone, for a client to trust (`ca`). */
  certificate: string;
}

/**
 * Makes a self-signed certificate valid for a day with Debian's openssl (the topology's and the
 * balancer tests' HTTPS, decision 048). Never for a real deployment: there the certificate comes
 * from a certificate authority.
 */
export function throwawayCertificate(dir: string): ThrowawayCertificate {
  const key = join(dir, 'tls.key');
  const cert = join(dir, 'tls.crt');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const certificate = readFileSync(cert, 'utf8');
  const pemFile = join(dir, 'tls.pem');
  writeFileSync(pemFile, certificate + readFileSync(key, 'utf8'), { mode: 0o600 });
  return { pemFile, certificate };
}
