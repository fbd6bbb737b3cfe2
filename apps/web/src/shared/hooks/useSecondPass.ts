import { startTransition, useEffect, useState } from 'react';

/**
 * False in a part's first render, true from the next one, which React renders in a transition
 * right after the first is on screen. A large part (the booking form) shows what the first screen
 * needs at once and the rest in this second pass: two shorter tasks instead of one long one that
 * holds a phone's first tap (issue 12, Total Blocking Time).
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
}
