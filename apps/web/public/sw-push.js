/*
 * Web Push in the service workers (decision 059): imported by the riders' worker (sw.js, built
 * by vite-plugin-pwa) and by the driver app's (drive-sw.js). The service writes each
 * notification in the person's language; this shows it, unless the app it is about is in front
 * (the app says it already), and a tap brings that app forward or opens it.
 */
/* global self */
(function (scope) {
  /** The app a path belongs to: the driver app (/drive…) or the riders' site. */
  function appOf(path) {
    return /^\/drive(\/|$)/.test(path) ? 'drive' : /^\/ops(\/|$)/.test(path) ? 'ops' : 'riders';
  }

  function payloadOf(data) {
    try {
      var p = data ? data.json() : null;
      if (p && typeof p.title === 'string' && typeof p.body === 'string') return p;
    } catch {
      // not JSON: nothing to show
    }
    return null;
  }

  function windowsOf(app) {
    return scope.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then(function (windows) {
        return windows.filter(function (w) {
          return appOf(new URL(w.url).pathname) === app;
        });
      });
  }

  function onPush(event) {
    var payload = payloadOf(event.data);
    if (!payload) return Promise.resolve();
    var url = typeof payload.url === 'string' ? payload.url : '/';
    return windowsOf(appOf(url)).then(function (windows) {
      var inFront = windows.some(function (w) {
        return w.visibilityState === 'visible';
      });
      if (inFront) return undefined;
      return scope.registration.showNotification(payload.title, {
        body: payload.body,
        tag: typeof payload.tag === 'string' ? payload.tag : undefined,
        // a newer notice about the same trip replaces the older one, and is heard again
        renotify: typeof payload.tag === 'string',
        icon: '/icons/icon-192.png',
        data: { url: url },
      });
    });
  }

  function onClick(event) {
    event.notification.close();
    var url = (event.notification.data && event.notification.data.url) || '/';
    return windowsOf(appOf(url)).then(function (windows) {
      if (windows.length > 0) return windows[0].focus();
      return scope.clients.openWindow(url);
    });
  }

  scope.addEventListener('push', function (event) {
    event.waitUntil(onPush(event));
  });
  scope.addEventListener('notificationclick', function (event) {
    event.waitUntil(onClick(event));
  });
})(self);
