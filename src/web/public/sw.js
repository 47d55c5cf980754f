// FC Rideshare service worker: keeps the app shell so the app opens offline (with its offline
// notice) instead of a browser error page. API answers are never cached: ride data is always live.
const CACHE = "fc-rideshare-shell-v1";
const SHELL = "/";

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: "no-store" });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
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
