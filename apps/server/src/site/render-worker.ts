import { Worker } from 'node:worker_threads';
import type {
  FirstRide,
  PublicApiAnswer,
  PublicApiCall,
  RenderedPage,
  RenderPage,
  RenderPageInput,
  RenderRide,
} from '@fairfare/contracts/site-render';
import type { Language } from '@fairfare/contracts/languages';

// Pages render on a thread of their own (issue 31 point 6): React's renderToString is one
// synchronous piece of CPU work, and on the service's event loop every request — /api/health,
// a rider's poll — waited behind each render (p95 in seconds under a flood of renders). The
// thread runs the site's server bundle; the page's data still comes from the service's public
// endpoints, which the thread asks for through messages (render-thread.ts).

/** What the service sends the render thread. */
export type ToThread =
  | { type: 'render'; id: number; input: Omit<RenderPageInput, 'callApi'> }
  | { type: 'ride'; id: number; input: { language: Language; ride: FirstRide } }
  | { type: 'answer'; id: number; answer?: PublicApiAnswer; error?: string };

/** What the render thread sends the service. */
export type FromThread =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'api'; id: number; renderId: number; path: string; body: unknown }
  | { type: 'rendered'; id: number; page?: RenderedPage; error?: string }
  | { type: 'rideRendered'; id: number; html?: string; error?: string };

export interface RenderWorker {
  /** Renders a page on the thread; its data calls come back to `input.callApi`. */
  render: RenderPage;
  /** Renders a page's first-paint ride on the thread (decision 061). */
  renderRide: RenderRide;
  /** Ends the thread (renders under way fail). */
  close(): Promise<void>;
}

const THREAD = new URL('./render-thread.ts', import.meta.url);

interface PendingRender {
  callApi: PublicApiCall;
  resolve: (page: RenderedPage) => void;
  reject: (err: Error) => void;
}

/**
 * Starts the render thread on the server bundle `bundleFile`; resolves once the bundle is loaded
 * (rejects when it cannot be, with the reason). A thread that dies fails its renders under way,
 * and the next render starts a new one.
 */
export async function startRenderWorker(bundleFile: string): Promise<RenderWorker> {
  let thread = await spawnThread(bundleFile);
  let closed = false;
  return {
    async render(input) {
      if (closed) throw new Error('the render thread is closed');
      if (!thread.alive()) thread = await spawnThread(bundleFile);
      return thread.render(input);
    },
    async renderRide(input) {
      if (closed) throw new Error('the render thread is closed');
      if (!thread.alive()) thread = await spawnThread(bundleFile);
      return thread.renderRide(input);
    },
    async close() {
      closed = true;
      await thread.terminate();
    },
  };
}

function spawnThread(bundleFile: string) {
  const worker = new Worker(THREAD, { workerData: { bundleFile } });
  // the thread never keeps the process alive: the service's own shutdown ends it
  worker.unref();
  const renders = new Map<number, PendingRender>();
  const rides = new Map<
    number,
    { resolve: (html: string) => void; reject: (err: Error) => void }
  >();
  let nextId = 0;
  let alive = true;
  const post = (message: ToThread) => worker.postMessage(message);

  function failAll(err: Error) {
    alive = false;
    for (const pending of renders.values()) pending.reject(err);
    renders.clear();
    for (const pending of rides.values()) pending.reject(err);
    rides.clear();
  }

  return new Promise<{
    alive: () => boolean;
    render: RenderPage;
    renderRide: RenderRide;
    terminate: () => Promise<void>;
  }>((resolveStart, rejectStart) => {
    worker.on('error', (err) => {
      failAll(err);
      rejectStart(err);
    });
    worker.on('exit', (code) => failAll(new Error(`the render thread exited (${code})`)));
    worker.on('message', (message: FromThread) => {
      switch (message.type) {
        case 'ready':
          resolveStart({
            alive: () => alive,
            render: ({ callApi, ...input }) =>
              new Promise<RenderedPage>((resolve, reject) => {
                const id = nextId++;
                renders.set(id, { callApi, resolve, reject });
                post({ type: 'render', id, input });
              }),
            renderRide: (input) =>
              new Promise<string>((resolve, reject) => {
                const id = nextId++;
                rides.set(id, { resolve, reject });
                post({ type: 'ride', id, input });
              }),
            terminate: async () => {
              await worker.terminate();
            },
          });
          return;
        case 'failed':
          rejectStart(new Error(message.error));
          void worker.terminate();
          return;
        case 'api': {
          const pending = renders.get(message.renderId);
          if (!pending) return;
          pending.callApi(message.path, message.body).then(
            (answer) => post({ type: 'answer', id: message.id, answer }),
            (err: unknown) => post({ type: 'answer', id: message.id, error: errorText(err) }),
          );
          return;
        }
        case 'rendered': {
          const pending = renders.get(message.id);
          renders.delete(message.id);
          if (message.page) pending?.resolve(message.page);
          else pending?.reject(new Error(message.error ?? 'the page was not rendered'));
          return;
        }
        case 'rideRendered': {
          const pending = rides.get(message.id);
          rides.delete(message.id);
          if (message.html !== undefined) pending?.resolve(message.html);
          else pending?.reject(new Error(message.error ?? 'the ride was not rendered'));
          return;
        }
      }
    });
  });
}

export function errorText(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
