import type { Answer } from './service-client.ts';

/**
 * What an acknowledged write promised was stored (ids from its answer; amounts in cents). The
 * service answers 2xx only after its transaction committed, so each of these must survive a crash.
 */
export type Fact =
  | { kind: 'booked'; riderId: number; tripId: number }
  | { kind: 'offered'; tripId: number; driverId: number; offerId: number }
  | { kind: 'accepted'; tripId: number; driverId: number }
  | { kind: 'moved'; tripId: number; status: 'arrive' | 'begin' | 'completed' }
  | {
      kind: 'paid';
      riderId: number;
      tripId: number;
      mode: 'Card' | 'Cash' | 'wallet';
      cents: number;
      intentId?: string;
    }
  | { kind: 'topped-up'; riderId: number; intentId: string; cents: number }
  | { kind: 'tipped'; riderId: number; tripId: number; cents: number };

/** The kinds of write, known before the answer (an unanswered one has no fact). */
export type WriteKind = Fact['kind'];

export interface Write {
  kind: WriteKind;
  /** The rider whose money or ride it is. */
  riderId: number;
  /**
   * acked: answered 2xx (its fact is kept); refused: answered otherwise; unanswered: the
   * connection failed, so it was in flight when the service died, and may or may not be stored.
   */
  outcome: 'acked' | 'refused' | 'unanswered';
  fact?: Fact;
  /** The answer of a refused write (code and message), for failure messages. */
  refusal?: string;
}

/**
 * Every write a test sent to a service it is about to crash, with what came of it; the test
 * awaits a number of acknowledgements (whenAcked) to pull the plug in the middle of the burst.
 */
export class WriteLog {
  readonly writes: Write[] = [];
  #acked = 0;
  #pending = 0;
  #waiting: Array<{ count: number; resolve: () => void }> = [];

  get acked(): number {
    return this.#acked;
  }

  /** Writes sent and not answered yet. */
  get pending(): number {
    return this.#pending;
  }

  /** The facts of the acknowledged writes. */
  facts(): Fact[] {
    return this.writes.flatMap((w) => (w.fact ? [w.fact] : []));
  }

  unanswered(): Write[] {
    return this.writes.filter((w) => w.outcome === 'unanswered');
  }

  refused(): Write[] {
    return this.writes.filter((w) => w.outcome === 'refused');
  }

  /** Resolves once `count` writes were acknowledged (at once if they already were). */
  whenAcked(count: number): Promise<void> {
    if (this.#acked >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push({ count, resolve }));
  }

  /**
   * Sends one write and records its outcome; `factOf` reads the fact from a 2xx answer. Returns
   * the answer, or undefined when none came.
   */
  async send<T>(
    kind: WriteKind,
    riderId: number,
    request: () => Promise<Answer<T>>,
    factOf: (response: T) => Fact,
  ): Promise<Answer<T> | undefined> {
    const write: Write = { kind, riderId, outcome: 'unanswered' };
    this.writes.push(write);
    let answer: Answer<T>;
    this.#pending += 1;
    try {
      answer = await request();
    } catch {
      return undefined;
    } finally {
      this.#pending -= 1;
    }
    if (answer.status < 200 || answer.status > 299) {
      write.outcome = 'refused';
      write.refusal = `${answer.status} ${answer.body.code ?? ''} ${answer.body.message ?? ''}`;
      return answer;
    }
    write.outcome = 'acked';
    write.fact = factOf(answer.body.response as T);
    this.#acked += 1;
    for (const waiter of this.#waiting.filter((w) => w.count <= this.#acked)) waiter.resolve();
    this.#waiting = this.#waiting.filter((w) => w.count > this.#acked);
    return answer;
  }
}
