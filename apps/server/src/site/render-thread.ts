import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  PublicApiAnswer,
  PublicApiCall,
  RenderPage,
  RenderRide,
} from '@fairfare/contracts/site-render';
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

async function loadBundle(): Promise<{ render: RenderPage; renderRide?: RenderRide }> {
  const bundle = (await import(pathToFileURL(bundleFile).href)) as {
    render?: unknown;
    renderRide?: unknown;
  };
  if (typeof bundle.render !== 'function') throw new Error(`${bundleFile} exports no render`);
  return {
    render: bundle.render as RenderPage,
    ...(typeof bundle.renderRide === 'function' && {
      renderRide: bundle.renderRide as RenderRide,
    }),
  };
}

let render: RenderPage;
let renderRide: RenderRide | undefined;
try {
  ({ render, renderRide } = await loadBundle());
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
  if (message.type === 'ride') {
    const rendered = renderRide
      ? renderRide(message.input)
      : Promise.reject(new Error(`${bundleFile} exports no renderRide`));
    rendered.then(
      (html) => send({ type: 'rideRendered', id: message.id, html }),
      (err: unknown) => send({ type: 'rideRendered', id: message.id, error: errorText(err) }),
    );
    return;
  }
  render({ ...message.input, callApi: callApiOf(message.id) }).then(
    (page) => send({ type: 'rendered', id: message.id, page }),
    (err: unknown) => send({ type: 'rendered', id: message.id, error: errorText(err) }),
  );
});
