// FC Rideshare service worker: keeps the app shell so the app opens offline (with its offline
// notice) instead of a browser error page. API answers are never cached: ride data is always live.
const CACHE = "fc-rideshare-shell-v2";
const SHELL = "/";
// The page's first reads (decision 036): kept out of the cache, where they would outlive the
// session and show old rides offline. JSON in it escapes "<", so its first "</script>" ends it.
// The shell comes without a prerendered page (decision 037): this worker's own fetch of it is
// not a navigation (Sec-Fetch-Mode: cors), so the server sends the static frame; a navigation it
// passes on is drawn.
const FIRST_READS = /<script type="application\/json" id="first-reads">[\s\S]*?<\/script>/;

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: "no-store", credentials: "omit" });
  if (!response.ok) return;
  const html = (await response.text()).replace(FIRST_READS, "");
  await cache.put(SHELL, new Response(html, { headers: response.headers }));
  // The shell's own scripts and styles (hashed, so safe to keep until the next version).
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll(assets);
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    // Network first, so pages are fresh; the kept shell when the network fails.
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Hashed files never change: the cache answers first, and chunks are kept as they load.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

// Web Push: the server sends { title, body, url }; a tap opens the ride, in a tab already open
// on the app when there is one.
self.addEventListener("push", (event) => {
  let message = { title: "FC Rideshare", body: "", url: "/home" };
  try {
    message = { ...message, ...event.data?.json() };
  } catch {
    message.body = event.data?.text() ?? "";
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/home", self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (!open) return self.clients.openWindow(url.href);
      return open.focus().then((client) => client.navigate?.(url.href) ?? client);
    }),
  );
});
