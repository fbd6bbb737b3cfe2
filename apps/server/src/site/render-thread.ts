import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PublicApiAnswer, PublicApiCall, RenderPage } from '@fairfare/contracts/site-render';
import { errorText, type FromThread, type ToThread } from './render-worker.ts';

// The render thread (render-worker.ts): loads the site's server bundle and renders the pages the
// service asks for; the data a page loads is asked of the service, which calls its public
// endpoints in-process as before.

const port = parentPort!;
const { bundleFile } = workerData as { bundleFile: string };
const send = (message: FromThread) => port.postMessage(message);

const waiting = new Map<
  number,
  { resolve: (answer: PublicApiAnswer) => void; reject: (err: Error) => void }
>();
let nextCall = 0;

/** The public endpoints of the service, for the render `renderId`. */
function callApiOf(renderId: number): PublicApiCall {
  return (path, body) =>
    new Promise((resolve, reject) => {
      const id = nextCall++;
      waiting.set(id, { resolve, reject });
      send({ type: 'api', id, renderId, path, body });
    });
}

async function loadBundle(): Promise<RenderPage> {
  const bundle = (await import(pathToFileURL(bundleFile).href)) as { render?: unknown };
  if (typeof bundle.render !== 'function') throw new Error(`${bundleFile} exports no render`);
  return bundle.render as RenderPage;
}

let render: RenderPage;
try {
  render = await loadBundle();
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'failed', error: errorText(err) });
  throw err;
}

port.on('message', (message: ToThread) => {
  if (message.type === 'answer') {
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.answer) call?.resolve(message.answer);
    else call?.reject(new Error(message.error ?? 'no answer'));
    return;
  }
  render({ ...message.input, callApi: callApiOf(message.id) }).then(
    (page) => send({ type: 'rendered', id: message.id, page }),
    (err: unknown) => send({ type: 'rendered', id: message.id, error: errorText(err) }),
  );
});
