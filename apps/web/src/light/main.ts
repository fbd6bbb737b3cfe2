/**
 * The first script of a content page (issue 27, decision 028): the page is the service's HTML and
 * CSS, rendered with React, but React does not run here. What the page needs of the browser is
 * this progressive enhancement in plain TypeScript: the header menu, the language switcher, forms
 * sent in place (the contact form), the ride overlay island for a rider with a trip, an app
 * screen's scripts fetched ahead when the rider is about to open it, and the service worker. Everything works without it (the menu shows open, the switcher has its Apply
 * button, links and forms are plain: the service answers a posted form with the page again).
 * Scrolling needs nothing: every move to a page is a document navigation, which starts at its top
 * (or at its #fragment) and restores the place on back and forward.
 */
import { enhanceInPlaceForms } from './inPlaceForm';
import { enhanceLanguage } from './language';
import { enhanceMenu } from './menu';
import { startIslands } from './islands';
import { enhanceScreenWarming } from './warmScreens';

enhanceMenu(document);
enhanceLanguage(document);
enhanceInPlaceForms(document);
startIslands(document);
enhanceScreenWarming(document);

// Installable and open offline (decision 019), as from the app screens.
import('../app/registerServiceWorker').then(
  ({ registerServiceWorker }) => registerServiceWorker(),
  (err: unknown) => console.error('service worker not registered', err),
);
