/**
 * The play's way through a closed tab offline (decision 057): the adventure's service worker (public/adventure-sw.js)
 * under the adventure's path, and, since the page that registers it was loaded before it, a copy now of this page
 * and of what it loaded and will show (the build's files, the questions' pictures, the sounds). Best effort: a
 * browser without service workers or storage plays on while the page stays open.
 */
const CACHE = "adventure-v1";
const FILES = /^\/(assets|images\/adventure|audio\/adventure)\//;

export function keepForOffline(scope: string, pictures: string[]) {
  if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
  navigator.serviceWorker.register("/adventure-sw.js", { scope: `${scope}/` }).catch(() => {});
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && FILES.test(url.pathname))
    .map((url) => url.pathname);
  const sounds = ["/audio/adventure/sounds/star.mp3", "/audio/adventure/sounds/end.mp3"];
  const files = [...new Set([...loaded, ...pictures, ...sounds])];
  void caches
    .open(CACHE)
    .then(async (cache) => {
      // Loaded through the worker, the page is already kept (its copy is the worker's); loaded before it, fetched again.
      if (!navigator.serviceWorker.controller) await cache.add(location.pathname);
      // One by one: a file that fails (gone, offline) does not keep the others out.
      await Promise.all(files.map((file) => cache.match(file).then((hit) => (hit ? undefined : cache.add(file)))));
    })
    .catch(() => {});
}
