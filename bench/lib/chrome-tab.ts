/** Sends one Chrome DevTools Protocol command on a tab's socket and waits for its answer. */
export type Send = (method: string, params?: object) => Promise<Record<string, unknown>>;

/**
 * A tab of the Chrome listening for DevTools on `port`, opened at `url`, for `use` to drive with
 * DevTools Protocol commands (Node's own WebSocket, no browser library); closed afterwards.
 */
export async function withTab<T>(port: number, url: string, use: (send: Send) => Promise<T>) {
  const devtools = `http://127.0.0.1:${port}`;
  const opened = await fetch(`${devtools}/json/new?${encodeURI(url)}`, { method: 'PUT' });
  const tab = (await opened.json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (message: { result?: object; error?: object }) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: object };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  const send: Send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (message) => {
        waiting.delete(id);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve((message.result ?? {}) as Record<string, unknown>);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    return await use(send);
  } finally {
    socket.close();
    await fetch(`${devtools}/json/close/${tab.id}`);
  }
}

/**
 * Runs `expression` in the tab's page (awaiting a promise) once the page has loaded; asked again
 * while the page has no context to run it in (still navigating).
 */
export async function evaluate(send: Send, expression: string): Promise<unknown> {
  for (let tries = 0; ; tries++) {
    try {
      const state = await send('Runtime.evaluate', { expression: 'document.readyState' });
      if ((state.result as { value?: string }).value === 'complete') {
        const answer = await send('Runtime.evaluate', { expression, awaitPromise: true });
        return (answer.result as { value?: unknown }).value;
      }
    } catch (err) {
      if (tries > 100) throw err;
    }
    if (tries > 100) throw new Error('the page did not load');
    await new Promise((r) => setTimeout(r, 100));
  }
}
