import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@fairfare/contracts/languages';
import type {
  FirstRide,
  PostedForm,
  RenderPage,
  RenderRide,
} from '@fairfare/contracts/site-render';
import { tooManyRequests } from '../http/errors.ts';
import { allowStyleHashes } from '../http/security.ts';
import { CompressedPage, pageEncoding } from './compressed-page.ts';
import { concurrencyLimit } from './concurrency.ts';
import { withFirstRide } from './first-ride.ts';
import { builtStyles } from './inline-styles.ts';
import { pageLanguage } from '../http/language.ts';
import type { Manifest } from './page-assets.ts';
import { firstScript, pageAssets } from './page-assets.ts';
import { pageAddress } from './page-address.ts';
import { PageCache } from './page-cache.ts';
import { pageDocument } from './page-document.ts';
import { publicApi } from './public-api.ts';
import { startRenderWorker } from './render-worker.ts';
import { holdRefusal } from './slow-refusal.ts';
import { nameSpeculationRules } from './speculation-rules.ts';
import { firstRideFor, type Viewer } from './viewer.ts';

/** Pages rendered at the same time; more wait their turn (rendering is CPU work). */
const MAX_CONCURRENT_RENDERS = 8;
/** Rendered pages kept at most (addresses and languages). */
const MAX_CACHED_PAGES = 500;
/** A rendered page differs by these request headers: the language comes from the last two. */
const VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** A rendered page, or the site's plain index.html (a page the browser renders itself). */
type PageAnswer = CompressedPage | 'shell';

export interface SitePagesOptions {
  /** The built site: index.html, .vite/manifest.json and the server bundle in server/. */
  distDir: string;
  /** PAGE_CACHE_SECONDS. */
  cacheSeconds: number;
  /** Sends the plain index.html, with which the site renders the page in the browser. */
  sendShell: (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  /** The server bundle's render (tests); by default loaded from server/entry-server.js. */
  loadRenderer?: () => Promise<RenderPage>;
  /** RENDER_RATE_LIMIT: renders (pages not in the cache) one address may cause a minute. */
  rendersPerMinute: number;
  /** Who asks, from the session cookie (viewer.ts); a visitor when not given. */
  viewerOf?: (request: FastifyRequest) => Promise<Viewer>;
  /** The rider's ride in progress (viewer.ts by default), asked only of a `riding` viewer. */
  firstRideOf?: (request: FastifyRequest) => Promise<FirstRide | undefined>;
  /** Renders that ride for the first paint (tests); by default the server bundle's renderRide. */
  renderRide?: RenderRide;
}

function readManifest(distDir: string): Manifest {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The server bundle's render, run on a thread of its own (render-worker.ts) so that no render
 * holds the service's event loop; `close` ends the thread with the app.
 */
function loadServerBundle(
  distDir: string,
  closers: Array<() => Promise<void>>,
  rides: { render?: RenderRide },
) {
  return async (): Promise<RenderPage> => {
    const file = join(distDir, 'server', 'entry-server.js');
    if (!existsSync(file)) throw new Error(`${file} is missing (npm run build makes it)`);
    const worker = await startRenderWorker(file);
    closers.push(() => worker.close());
    rides.render = worker.renderRide;
    return worker.render;
  };
}

/** Whether If-None-Match names this ETag (or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The public pages as the service renders them (decision 020): the site's server bundle renders a
 * page in the rider's language with the data of the public endpoints; the page is kept for
 * PAGE_CACHE_SECONDS per address and language, compressed once per encoding, and sent with an
 * ETag to revalidate. Pages that depend on the rider's session, and every page when the server
 * bundle is missing or a render fails (logged), get the plain index.html: the browser renders
 * them as before.
 */
export function sitePages(app: FastifyInstance, options: SitePagesOptions) {
  const template = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const manifest = readManifest(options.distDir);
  const styleText = builtStyles(options.distDir);
  const first = firstScript(manifest);
  const cache = new PageCache<PageAnswer>(options.cacheSeconds * 1000, MAX_CACHED_PAGES);
  const rendering = new Map<string, Promise<PageAnswer | null>>();
  // A change staff publish shows at once: renders under way keep their askers but are not kept.
  app.publicChanges.onChange(() => {
    cache.clear();
    rendering.clear();
  });
  const limit = concurrencyLimit(MAX_CONCURRENT_RENDERS);
  const callApi = publicApi(app);
  const closers: Array<() => Promise<void>> = [];
  app.addHook('onClose', async () => {
    await Promise.all(closers.map((close) => close()));
  });
  const rides: { render?: RenderRide } = { render: options.renderRide };
  const load = options.loadRenderer ?? loadServerBundle(options.distDir, closers, rides);
  const firstRideOf =
    options.firstRideOf ?? ((request: FastifyRequest) => firstRideFor(app, request));
  // Renders are CPU work: one address may cause only so many (issue 31 point 6). Counted apart
  // from the other limits (its own key), across instances when the limits count in Redis.
  const renderAllowed = app.createRateLimit({
    max: options.rendersPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `page-render:${request.ip}`,
  });
  let renderer: Promise<RenderPage | null> | undefined;

  function serverBundle(): Promise<RenderPage | null> {
    renderer ??= load().catch((err: unknown) => {
      app.log.warn({ err }, 'no server rendering: pages are rendered in the browser');
      return null;
    });
    return renderer;
  }

  /** The page, rendered now (with the outcome of a posted form); null when it could not be (logged). */
  async function render(
    url: string,
    language: Language,
    viewer: Viewer,
    log: FastifyBaseLogger,
    form?: PostedForm,
  ): Promise<PageAnswer | null> {
    const renderPage = await serverBundle();
    if (!renderPage) return 'shell';
    try {
      const signedIn = viewer !== 'visitor';
      const page = await renderPage({ url, language, callApi, signedIn, ...(form && { form }) });
      if (page.kind === 'shell') return 'shell';
      const document = pageDocument(
        template,
        { ...page, language, rideIsland: page.render === 'content' && viewer === 'riding' },
        pageAssets(manifest, page.modules),
        styleText,
        first,
      );
      return new CompressedPage(page.status, document.html, document.styleHashes);
    } catch (err) {
      log.error({ err, url, language }, 'the page could not be rendered; sending the plain site');
      return null;
    }
  }

  /**
   * The page from the cache, else rendered (once for all who ask at the same time); kept per
   * address, language and viewer (a content page's header and ride island depend on it); a render
   * counts against the asking address's limit (429 past it).
   */
  async function pageFor(url: string, language: Language, viewer: Viewer, request: FastifyRequest) {
    const log = request.log;
    const key = `${language} ${viewer} ${url}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let pending = rendering.get(key);
    if (!pending) {
      await countRender(request);
      pending = rendering.get(key);
    }
    if (!pending) {
      const generation = cache.generation;
      pending = limit(() => render(url, language, viewer, log)).then((page) => {
        if (page && cache.generation === generation) cache.set(key, page);
        return page;
      });
      const mine = pending.finally(() => {
        if (rendering.get(key) === mine) rendering.delete(key);
      });
      pending = mine;
      rendering.set(key, pending);
    }
    return pending;
  }

  /** Throws 429 when the asking address has caused too many renders this minute. */
  async function countRender(request: FastifyRequest): Promise<void> {
    const count = await renderAllowed(request);
    if (!count.isAllowed && count.isExceeded) {
      await holdRefusal();
      throw tooManyRequests();
    }
  }

  /** The rider's language for the request: the cookie, else what the browser asks for. */
  const languageOf = (request: FastifyRequest) =>
    pageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);

  const viewerFor = (request: FastifyRequest) =>
    options.viewerOf ? options.viewerOf(request) : Promise.resolve<Viewer>('visitor');

  /**
   * The page as a rider with a ride in progress gets it: with that ride at its start (decision
   * 061), or as it is when the ride ended meanwhile or cannot be rendered.
   */
  async function forViewer(
    request: FastifyRequest,
    page: CompressedPage,
    language: Language,
    viewer: Viewer,
  ): Promise<CompressedPage> {
    if (viewer !== 'riding' || !rides.render) return page;
    const ride = await firstRideOf(request);
    return ride ? withFirstRide(page, ride, language, rides.render, request.log) : page;
  }

  /** Sends a rendered page, compressed for the browser; `fresh`: never cached nor revalidated. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CompressedPage,
    status: number,
    fresh: boolean,
  ) {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const etag = page.etag(encoding);
    reply.header('vary', VARY);
    if (fresh) reply.header('cache-control', 'no-store');
    // a rider's own copy is revalidated like the others (304 while their ride is unchanged) but
    // kept by no shared cache
    else reply.header('cache-control', page.personal ? 'private, no-cache' : 'no-cache');
    if (!fresh) reply.header('etag', etag);
    // links to the next page are fetched ahead (issue 27)
    nameSpeculationRules(reply);
    // the page carries its styles inline: the policy allows exactly those (security.ts)
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', allowStyleHashes(policy, page.styleHashes));
    }
    if (!fresh && status === 200 && matches(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    const body = await page.body(encoding);
    reply.code(status).type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  return {
    /** Answers a page request (GET or HEAD of a page address that wants HTML). */
    async send(request: FastifyRequest, reply: FastifyReply) {
      const language = languageOf(request);
      // unknown query parameters are dropped before rendering and from the cache key
      const viewer = await viewerFor(request);
      const page = await pageFor(pageAddress(request.url), language, viewer, request);
      if (!(page instanceof CompressedPage)) return options.sendShell(reply);
      const sent = await forViewer(request, page, language, viewer);
      return sendPage(request, reply, sent, sent.status, false);
    },

    /**
     * Answers a form posted to the page at `url` without script (issue 27, decision 035): the
     * page rendered now with the form's outcome, sent with `status` and never cached (it holds
     * what the rider typed). Counts as a render. Should the page not render (no server bundle,
     * a failure, logged), the rider is sent to the page itself, which the browser shows.
     */
    async sendPosted(
      request: FastifyRequest,
      reply: FastifyReply,
      answer: { url: string; form: PostedForm; status: number },
    ) {
      await countRender(request);
      const viewer = await viewerFor(request);
      const page = await limit(() =>
        render(answer.url, languageOf(request), viewer, request.log, answer.form),
      );
      if (!(page instanceof CompressedPage)) return reply.redirect(answer.url, 303);
      return sendPage(request, reply, page, answer.status, true);
    },
  };
}
