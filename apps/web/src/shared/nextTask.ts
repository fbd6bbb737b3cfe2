/**
 * Resolves in a task of its own, after whatever the browser has waiting (a tap, a frame): work
 * split at each `await nextTask()` is several short tasks instead of one long one, which on a
 * phone holds a tap (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` in order, each awaited and followed by a task of its own: a step's work (a module
 * graph an import evaluates) and the next step's are never one task.
 */
export async function oneStepATask(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
