import { SOCKET_PATH } from '@fairfare/contracts/socket';

/** One service instance behind the balancer. */
export interface BalancedServer {
  /** Its name in the configuration, the stats and the stickiness cookie (e.g. `app1`). */
  name: string;
  /** `host:port` (an address, or a name such as compose's service names). */
  address: string;
}

export interface HaproxyOptions {
  /** Where the balancer listens, e.g. `127.0.0.1:8080` or `*:8080`. */
  bind: string;
  servers: BalancedServer[];
  /** A stats socket for `show stat` (the topology script and tests watch servers go up/down). */
  statsSocket?: string;
  /** Addresses resolved when HAProxy starts, and again if unknown (compose's service names). */
  resolveLate?: boolean;
}

/** Health checks: every 500 ms, down after 2 failures, up after 2 answers (about 1 s each way). */
export const CHECK = { intervalMs: 500, fall: 2, rise: 2 } as const;
/** The cookie that keeps a Socket.IO session on the instance that holds it. */
export const STICKY_COOKIE = 'ff_instance';

/**
 * The balancer's configuration (HAProxy 2.6, Debian's package), decision 030. One function
 * renders both the scripted topology's file and the compose file's (deploy/haproxy/haproxy.cfg,
 * which a test keeps equal to this output), so that the two never drift apart.
 *
 * - Socket.IO (`/socket.io/`) goes to a backend that is sticky by an inserted cookie: the polling
 *   transport sends one session's requests on several connections, and they must all reach the
 *   instance that holds it. Websocket upgrades pass through (HAProxy tunnels them once upgraded;
 *   `timeout tunnel` bounds an idle one).
 * - Everything else is balanced per request (leastconn), without stickiness: every instance can
 *   answer any API call (sessions, rooms and rate limits are shared through the database and Redis).
 * - Each instance is checked on GET /api/ready; a draining one (SIGTERM) answers 503 and is taken
 *   out within about a second, before it stops taking connections (DRAIN_DELAY_MS is longer).
 * - A request that never reached an instance (connection refused), got no answer at all, or got
 *   a 503 (an instance closing answers 503 before doing anything) is sent again to another one.
 *   An empty answer could in principle follow a write that committed (an instance killed in the
 *   middle): every write of the service is a guarded transition, so a replay is refused (4xx),
 *   never applied twice.
 * - `option forwardfor` adds X-Forwarded-For; the instances trust exactly this hop (TRUST_PROXY
 *   set to the balancer's address).
 */
export function renderHaproxyConfig(options: HaproxyOptions): string {
  const check = `check inter ${CHECK.intervalMs} fall ${CHECK.fall} rise ${CHECK.rise}`;
  // Names resolved by Docker's DNS, again when a container comes back with a new address.
  const late = options.resolveLate ? ' resolvers docker init-addr last,libc,none' : '';
  const lines = [
    '# FairFare behind HAProxy (decision 030). Rendered by apps/server/testing/haproxy.ts; do not edit by hand.',
    'global',
    '    maxconn 4000',
    ...(options.statsSocket
      ? [`    stats socket ${options.statsSocket} mode 600 level admin`]
      : []),
    '',
    ...(options.resolveLate
      ? ['resolvers docker', '    nameserver dns 127.0.0.11:53', '    hold valid 5s', '']
      : []),
    'defaults',
    '    mode http',
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
    '    http-request set-header X-Forwarded-Proto http',
    `    use_backend sockets if { path_beg ${SOCKET_PATH}/ }`,
    '    default_backend api',
    '',
    'backend sockets',
    '    balance leastconn',
    `    cookie ${STICKY_COOKIE} insert indirect nocache httponly`,
    '    option httpchk GET /api/ready',
    '    http-check expect status 200',
    ...options.servers.map(
      (s) => `    server ${s.name} ${s.address} cookie ${s.name} ${check}${late}`,
    ),
    '',
    'backend api',
    '    balance leastconn',
    ...options.servers.map(
      (s) => `    server ${s.name} ${s.address} track sockets/${s.name}${late}`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** The compose file's balancer: three instances by their service names, on port 3000 each. */
export function composeHaproxyConfig(): string {
  return renderHaproxyConfig({
    bind: '*:8080',
    servers: [1, 2, 3].map((n) => ({ name: `app${n}`, address: `app${n}:3000` })),
    resolveLate: true,
  });
}
