import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import type { DriverSession, RiderSession } from './rides.ts';

/** An answer of the API: the HTTP status, the envelope, the cookies it set. */
export interface Answer<T = unknown> {
  status: number;
  body: { status?: string; code?: string; message?: string; response?: T };
  cookies: string[];
}

/** The `name=value` part of the cookie called `name` that an answer set. */
function cookieOf(answer: Answer, name: string): string {
  const found = answer.cookies.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie was set`);
  return found.split(';')[0]!;
}

/**
 * The API of a service running as a process, called over HTTP as a rider's browser or a driver's
 * app calls it (POST, JSON, the session cookie). A new one is made for the same sessions when the
 * service comes back on another port.
 */
export class ServiceClient {
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** POSTs `body` to API_BASE + path; rejects only when no answer came (a failed connection). */
  async call<T = unknown>(path: string, body: object = {}, cookie?: string): Promise<Answer<T>> {
    const res = await fetch(this.baseUrl + API_BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Answer<T>['body']) : {},
      cookies: res.headers.getSetCookie(),
    };
  }

  /** The answer's `response`, or an error with the answer when it was not a 200. */
  async ok<T>(path: string, body: object = {}, cookie?: string): Promise<T> {
    const answer = await this.call<T>(path, body, cookie);
    if (answer.status !== 200) {
      throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body.response as T;
  }

  /** The newest one-time code the dev outbox holds for +1 `phone`. */
  async codeFor(phone: string): Promise<string> {
    const res = await fetch(
      `${this.baseUrl}/api/dev/outbox?phone=${encodeURIComponent(`+1${phone}`)}`,
    );
    const { messages } = (await res.json()) as { messages: Array<{ text: string }> };
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the outbox for +1${phone}`);
    return code;
  }

  /** The code login's two steps at `path` (request a code, read it from the outbox, verify). */
  private async signIn(path: string, phone: string, details: object): Promise<Answer> {
    const base = { phone_code: '+1', phone };
    await this.ok(path, { step: 'request', ...base, ...details });
    const verified = await this.call(path, {
      step: 'verify',
      ...base,
      code: await this.codeFor(phone),
      client: 'web',
    });
    if (verified.status !== 200) throw new Error(`verify at ${path}: ${verified.status}`);
    return verified;
  }

  /** Registers a new rider; their id and session cookie. */
  async registerRider(phone: string, firstName = 'Crash'): Promise<RiderSession> {
    const answer = await this.signIn(endpoints.users.registration, phone, {
      first_name: firstName,
      last_name: 'Rider',
      email: '',
      accept_terms: true,
    });
    const { user_id } = answer.body.response as { user_id: number };
    return { userId: user_id, cookie: cookieOf(answer, 'ff_session') };
  }

  /** Logs a driver in, sets them online at `at`; their id and session cookie. */
  async onlineDriver(phone: string, at: { lat: number; lng: number }): Promise<DriverSession> {
    const answer = await this.signIn(endpoints.drivers.login, phone, {});
    const { driver_id } = answer.body.response as { driver_id: number };
    const cookie = cookieOf(answer, DRIVER_SESSION_COOKIE);
    await this.ok(endpoints.drivers.setOnline, { online: true }, cookie);
    await this.ok(endpoints.drivers.updatePosition, { lat: at.lat, lng: at.lng }, cookie);
    return { driverId: driver_id, phone, cookie };
  }
}
