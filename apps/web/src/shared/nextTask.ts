/**
 * Resolves in a task of its own, after whatever the browser has waiting (a tap, a frame): work
 * split at each `await nextTask()` is several short tasks instead of one long one, which on a
 * phone holds a tap (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
