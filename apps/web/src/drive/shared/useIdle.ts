import { useEffect, useState } from 'react';

/** The longest the app waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `step` at the browser's next idle moment (at the latest after 2 s); returns the way to
 * call it off. For what the screen does not need to show itself (decision 067), so that it
 * loads after the screen.
 */
export function afterIdle(step: () => void): () => void {
  const { requestIdleCallback: whenIdle, cancelIdleCallback: cancelIdle } = globalThis;
  // not in every browser (Safari before 18): then the next task
  if (typeof whenIdle !== 'function') {
    const timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }
  const id = whenIdle(step, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdle(id);
}

/** False until the browser's first idle moment after the component showed, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true)), []);
  return idle;
}
