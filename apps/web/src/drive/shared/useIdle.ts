import { useEffect, useState } from 'react';

/** The longest the app waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the browser's first idle moment after the component showed, then true: for what
 * the screen does not need to show itself (decision 067), so that it loads after the screen.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const { requestIdleCallback: whenIdle, cancelIdleCallback: cancelIdle } = globalThis;
    // not in every browser (Safari before 18): then the next task
    if (typeof whenIdle !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const id = whenIdle(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdle(id);
  }, []);
  return idle;
}
