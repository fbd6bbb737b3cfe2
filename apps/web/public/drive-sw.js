/*
 * The driver app's service worker (decision 059), registered by the app with the scope /drive:
 * it only receives Web Push (sw-push.js). It caches nothing: the app's pages and scripts come
 * from the network as before (decision 057).
 */
/* global importScripts */
importScripts('/sw-push.js');
