// The pupils' adventure's service worker (decision 057), registered by the play screen with the adventure's path
// as its scope: a group whose tab was closed while the network was gone opens its page again from here, and goes
// on after the answers its device kept. Pages: the network first, the last copy when it fails. The build's
// files, the questions' pictures, the recordings and the sounds: the copy first (their names change with them).
const CACHE = "adventure-v1";
const FILES = /^\/(assets|images\/adventure|audio\/adventure)\//;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && !url.search) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)));
          }
          return response;
        })
        .catch(() => caches.match(url.pathname).then((cached) => cached || Response.error())),
    );
    return;
  }
  if (FILES.test(url.pathname)) {
    event.respondWith(
      caches.match(request, { ignoreVary: true }).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && response.status === 200) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
