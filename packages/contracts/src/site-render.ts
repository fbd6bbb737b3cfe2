/**
 * What the service and the site's server bundle (apps/web/src/entry-server.tsx) say to each other
 * when the service renders a public page (decision 020). Types only, plus the id of the page's
 * data: neither side carries the other's code.
 */
import type { Language } from './languages.ts';
import type { TripStatus } from './trips.ts';

/** The id of the `<script type="application/json">` that carries a rendered page's data. */
export const PAGE_STATE_ID = 'ff-page-state';

/**
 * The service's route that sets the language cookie and sends the rider back to `back` (a path
 * of this site): the language switcher's form without script (issue 27). GET `?lang=es&back=/blog`.
 */
export const LANGUAGE_ROUTE = '/language';

/**
 * The element a content page carries for the ride overlay island (issue 27, decision 028), when
 * the service knows the rider has a trip to show: the first script loads React and the overlay
 * into it. A content page without it never loads React.
 */
export const RIDE_ISLAND_ID = 'ff-ride-island';

/**
 * The element a page carries, for a rider with a ride in progress, with the ride as the service
 * knows it when it sends the page (issue 38 point 11, decision 061): its status and OTP show with
 * the first paint, before any script; the ride overlay removes it once it shows the ride itself.
 */
export const FIRST_RIDE_ID = 'ff-ride-first';

/**
 * The rider's ride as the first paint shows it: its status, its OTP (once a driver is assigned)
 * and the driver's name. Nothing the rider does not already see on their own screen.
 */
export interface FirstRide {
  status: TripStatus;
  otp: string | null;
  driverName: string | null;
}

/** Renders the first paint's ride in `language`: markup with no script, for the page's body. */
export type RenderRide = (input: { language: Language; ride: FirstRide }) => Promise<string>;

/**
 * The contact page, which is also where its form posts without script (issue 27): the service
 * checks the form and renders the page again with its errors or its thank-you (decision 035).
 */
export const CONTACT_PAGE = '/contact-us';

/**
 * A form the rider posted as a plain form, as the service judged it, for the page rendered in
 * answer: what was typed (to fill the fields again), each field's error and the form's own
 * (message keys of the contracts, translated by the page), or the message key of its success.
 */
export interface PostedForm {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  error?: string;
  sent?: string;
}

/** An answer of a public endpoint as the service gave it: HTTP status and the JSON text. */
export interface PublicApiAnswer {
  status: number;
  body: string;
}

/**
 * Calls a public endpoint of the service in-process (`path` below API_BASE, `body` the JSON
 * request); endpoints that need a rider or a driver are refused.
 */
export type PublicApiCall = (path: string, body: unknown) => Promise<PublicApiAnswer>;

export interface RenderPageInput {
  /** The page's path with its query, e.g. `/blog?page=2`. */
  url: string;
  language: Language;
  callApi: PublicApiCall;
  /**
   * Whether the request carries a live rider session (the service checked its cookie): a content
   * page shows My Account instead of Login. App screens ignore it (the browser decides there).
   */
  signedIn?: boolean;
  /** A form posted to this page (POST, not cached): the page shows its outcome. */
  form?: PostedForm;
}

export type RenderedPage =
  | {
      kind: 'page';
      /** 200, or 404 for an unknown address or an unknown post. */
      status: number;
      /** The document title. */
      title: string;
      /** The markup of the site's root element. */
      html: string;
      /** Elements for the document's head that React hoisted out of the page (preloads). */
      head: string;
      /** The page's data for the site to hydrate with (any JSON value). */
      state: unknown;
      /**
       * The source modules of the page's code (keys of the client build's manifest, such as
       * `src/features/home/HomePage.tsx`), whose scripts and styles the page links.
       */
      modules: string[];
      /**
       * How the page reaches the browser (the route table, issue 27): `content`, HTML and CSS
       * with the small first script and no React; `app`, hydrated by the React app.
       */
      render: 'content' | 'app';
    }
  /** Not a public page (it depends on the rider's session): the site renders it in the browser. */
  | { kind: 'shell' };

/** The function the site's server bundle exports as `render`. */
export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;
