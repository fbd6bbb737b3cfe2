import { SOCKET_PATH } from '@fairfare/contracts/socket';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../src/http/request-id.ts';

/** The request id header as it is written in the configuration (HAProxy sends names as given). */
const REQUEST_ID_TITLE = 'X-Request-ID';

/** One service instance behind the balancer. */
export interface BalancedServer {
  /** Its name in the configuration, the stats and the stickiness cookie (e.g. `app1`). */
  name: string;
  /** `host:port` (an address, or a name such as compose's service names). */
  address: string;
}

export interface HaproxyOptions {
  /** Where the balancer takes plain HTTP, e.g. `127.0.0.1:8080` or `*:8080`; with `tls` it only redirects. */
  bind: string;
  servers: BalancedServer[];
  /** A stats socket for `show stat` (the topology script and tests watch servers go up/down). */
  statsSocket?: string;
  /** Addresses resolved when HAProxy starts, and again if unknown (compose's service names). */
  resolveLate?: boolean;
  /** HTTPS at the balancer (decision 048); plain HTTP is then redirected to it. */
  tls?: TlsOptions;
  /** Access logs (one line per request, with its id) to standard output: on unless false. */
  accessLog?: boolean;
}

export interface TlsOptions {
  /** Where HTTPS is taken, e.g. `*:8443`. */
  bind: string;
  /** A PEM file with the certificate chain and its private key (HAProxy's `crt`). */
  certificate: string;
  /** The port browsers reach HTTPS on, for the redirect (443 when a container maps 443 to `bind`). */
  publicPort: number;
}

/** Health checks: every 500 ms, down after 2 failures, up after 2 answers (about 1 s each way). */
export const CHECK = { intervalMs: 500, fall: 2, rise: 2 } as const;
/** The cookie that keeps a Socket.IO session on the instance that holds it. */
export const STICKY_COOKIE = 'ff_instance';
/** Browsers keep to HTTPS for a year once they saw it (sent on HTTPS answers only). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The balancer's configuration (HAProxy 2.6, Debian's package), decisions 030 and 048. One
 * function renders both the scripted topology's file and the compose file's
 * (deploy/haproxy/haproxy.cfg, which a test keeps equal to this output), so that the two never
 * drift apart.
 *
 * - TLS ends here when `tls` is given: HTTPS on its bind with the certificate, plain HTTP
 *   redirected (301) to HTTPS, HSTS on every HTTPS answer. `X-Forwarded-Proto` says what the
 *   client's connection really was (`ssl_fc`), whatever the client sent; the instances trust this
 *   hop, so their session cookies are `Secure` behind HTTPS.
 * - Socket.IO (`/socket.io/`) goes to a backend that is sticky by an inserted cookie: the polling
 *   transport sends one session's requests on several connections, and they must all reach the
 *   instance that holds it. Websocket upgrades pass through (HAProxy tunnels them once upgraded;
 *   `timeout tunnel` bounds an idle one).
 * - Everything else is balanced per request (leastconn), without stickiness: every instance can
 *   answer any API call (sessions, rooms and rate limits are shared through the database and Redis).
 * - Each instance is checked on GET /api/ready; a draining one (SIGTERM) answers 503 and is taken
 *   out within about a second, before it stops taking connections (DRAIN_DELAY_MS is longer).
 * - Retries never replay work: a request whose connection to an instance could not be opened
 *   (refused, timed out) cannot have run there and is sent to another. An empty answer or a 503
 *   may follow work that ran (an instance killed mid-request, a write then a time-out), so those
 *   are retried only for GET and HEAD (`disable-l7-retry` for every other method); a POST then
 *   gets the 502/503 and its caller decides.
 * - Request ids: a well-formed incoming `X-Request-ID` (the service's own rule,
 *   src/http/request-id.ts) is passed on, otherwise one is made (a UUID); it is sent to the
 *   instance, returned to the client (HAProxy's own error pages too) and written in the access
 *   log line.
 * - `option forwardfor` adds X-Forwarded-For; the instances trust exactly this hop (TRUST_PROXY
 *   set to the balancer's address).
 */
export function renderHaproxyConfig(options: HaproxyOptions): string {
  const check = `check inter ${CHECK.intervalMs} fall ${CHECK.fall} rise ${CHECK.rise}`;
  // Names resolved by Docker's DNS, again when a container comes back with a new address.
  const late = options.resolveLate ? ' resolvers docker init-addr last,libc,none' : '';
  const tls = options.tls;
  const accessLog = options.accessLog !== false;
  const redirect = !tls
    ? []
    : tls.publicPort === 443
      ? ['    http-request redirect scheme https code 301 unless { ssl_fc }']
      : [
          `    http-request redirect location https://%[req.hdr(host),field(1,:)]:${tls.publicPort}%[capture.req.uri] code 301 unless { ssl_fc }`,
        ];
  const lines = [
    '# FairFare behind HAProxy (decisions 030, 048). Rendered by apps/server/testing/haproxy.ts; do not edit by hand.',
    'global',
    '    maxconn 4000',
    ...(accessLog ? ['    log stdout format raw local0 info'] : []),
    ...(options.statsSocket
      ? [`    stats socket ${options.statsSocket} mode 600 level admin`]
      : []),
    ...(tls ? ['    ssl-default-bind-options ssl-min-ver TLSv1.2 no-tls-tickets'] : []),
    '',
    ...(options.resolveLate
      ? ['resolvers docker', '    nameserver dns 127.0.0.11:53', '    hold valid 5s', '']
      : []),
    'defaults',
    '    mode http',
    ...(accessLog
      ? [
          '    log global',
          // client, time, frontend, backend/server, timers, status, bytes, retries, request, id
          '    log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc retries=%rc %{+Q}r request_id=%[var(txn.request_id)]"',
        ]
      : []),
    '    timeout connect 2s',
    '    timeout client 60s',
    '    timeout server 60s',
    '    timeout http-request 10s',
    '    timeout http-keep-alive 10s',
    '    timeout queue 10s',
    '    timeout tunnel 1h',
    '    timeout client-fin 5s',
    '    option forwardfor',
    '    option redispatch 1',
    '    retries 3',
    '    retry-on conn-failure empty-response 503',
    '',
    'frontend fairfare',
    `    bind ${options.bind}`,
    ...(tls ? [`    bind ${tls.bind} ssl crt ${tls.certificate} alpn h2,http/1.1`] : []),
    `    acl request_id_ok req.hdr(${REQUEST_ID_HEADER}) -m reg ${REQUEST_ID_PATTERN}`,
    `    http-request set-var(txn.request_id) req.hdr(${REQUEST_ID_HEADER}) if request_id_ok`,
    '    http-request set-var(txn.request_id) uuid unless request_id_ok',
    `    http-request set-header ${REQUEST_ID_TITLE} %[var(txn.request_id)]`,
    `    http-after-response set-header ${REQUEST_ID_TITLE} %[var(txn.request_id)]`,
    ...redirect,
    '    http-request set-header X-Forwarded-Proto https if { ssl_fc }',
    '    http-request set-header X-Forwarded-Proto http unless { ssl_fc }',
    ...(tls
      ? [`    http-after-response set-header Strict-Transport-Security "${HSTS}" if { ssl_fc }`]
      : []),
    // Only a connection that could not be opened is retried for other methods (see above).
    '    http-request disable-l7-retry unless METH_GET || METH_HEAD',
    `    use_backend sockets if { path_beg ${SOCKET_PATH}/ }`,
    '    default_backend api',
    '',
    'backend sockets',
    '    balance leastconn',
    `    cookie ${STICKY_COOKIE} insert indirect nocache httponly${tls ? ' secure' : ''}`,
    '    option httpchk GET /api/ready',
    '    http-check expect status 200',
    ...options.servers.map(
      (s) => `    server ${s.name} ${s.address} cookie ${s.name} ${check}${late}`,
    ),
    '',
    'backend api',
    '    balance leastconn',
    // A new connection to the instance for every request: a kept-alive one could be cut by the
    // instance's restart just as a request goes out on it, and a POST that met an empty answer
    // is never retried (above), so the rolling restart failed ~10 POSTs per instance without it.
    '    option http-server-close',
    ...options.servers.map(
      (s) => `    server ${s.name} ${s.address} track sockets/${s.name}${late}`,
    ),
    '',
  ];
  return lines.join('\n');
}

/**
 * The compose file's balancer: three instances by their service names, on port 3000 each; HTTPS
 * on 8443 (published as 443) and plain HTTP on 8080 (published as 80) redirecting to it.
 */
export function composeHaproxyConfig(): string {
  return renderHaproxyConfig({
    bind: '*:8080',
    servers: [1, 2, 3].map((n) => ({ name: `app${n}`, address: `app${n}:3000` })),
    resolveLate: true,
    // The certificate chain and key, one PEM, as the compose secret `tls_certificate`.
    tls: { bind: '*:8443', certificate: COMPOSE_CERTIFICATE, publicPort: 443 },
  });
}

/** Where compose mounts the balancer's certificate (a docker secret from a file). */
export const COMPOSE_CERTIFICATE = '/run/secrets/tls_certificate';
