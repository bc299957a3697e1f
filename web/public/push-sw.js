/*
 * Alerts on this device (issue 32): the service worker's handling of a Web Push, loaded by the
 * generated worker (vite.config.ts, workbox importScripts). The server's push is JSON
 * {title, body, url, icon, tag} (Go push.Payload). The decisions are the two plain functions
 * below (src/features/notifications/push/push-sw.test.ts runs them); the listeners only apply them.
 */
/* global self, URL */

/** The notification a push shows: its title and options; a link off this site opens the app. */
function pushNotice(payload, origin) {
  var d = payload && typeof payload === 'object' ? payload : {};
  var home = origin + '/ui/';
  var url = home;
  if (typeof d.url === 'string') {
    try {
      var u = new URL(d.url, origin);
      if (u.origin === origin) url = u.href;
    } catch {
      url = home;
    }
  }
  var title = typeof d.title === 'string' && d.title ? d.title : 'MyAccount';
  var options = {
    body: typeof d.body === 'string' ? d.body : '',
    icon: typeof d.icon === 'string' && d.icon ? d.icon : origin + '/ui/icon-192.png',
    data: { url: url },
  };
  if (typeof d.tag === 'string' && d.tag) {
    options.tag = d.tag;
    options.renotify = true;
  }
  return { title: title, options: options };
}

/**
 * What a click on the notification does, given the app's open windows (their urls): focus the
 * one already at url, else focus the first and take it there, else open a new one.
 */
function clickAction(windowUrls, url) {
  for (var i = 0; i < windowUrls.length; i++) {
    if (windowUrls[i] === url) return { kind: 'focus', index: i, navigate: false };
  }
  if (windowUrls.length > 0) return { kind: 'focus', index: 0, navigate: true };
  return { kind: 'open', url: url };
}

/** A push's data as JSON, or its text as the body. */
function readPush(data) {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', function (event) {
  var n = pushNotice(readPush(event.data), self.location.origin);
  event.waitUntil(self.registration.showNotification(n.title, n.options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || self.location.origin + '/ui/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      var app = list.filter(function (c) {
        return new URL(c.url).pathname.indexOf('/ui') === 0;
      });
      var action = clickAction(
        app.map(function (c) {
          return c.url;
        }),
        url,
      );
      if (action.kind === 'open') return self.clients.openWindow(action.url);
      var client = app[action.index];
      return client.focus().then(function (c) {
        if (action.navigate && c && 'navigate' in c) return c.navigate(url).catch(function () {});
        return c;
      });
    }),
  );
});
