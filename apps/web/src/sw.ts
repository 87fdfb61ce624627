/// <reference lib="webworker" />
/**
 * The service worker: the shop keeps working without a connection after one visit.
 *
 * - The shopper's pages (every public screen's code and the site's own pictures) are
 *   precached at install; the admin area's code is left out (vite.config.ts filters the list).
 * - A page address always asks the network first, so a new release shows on the next visit; only
 *   when the network fails (or stalls on a dead mobile link) does the precached shell answer.
 * - Catalog answers (the catalog's pages, one product, software, contact record, popular products)
 *   come from the network while it answers (prices and stock must be today's) and from the cache
 *   when it fails or stalls. Each is kept under its whole address, query values included: every
 *   catalog page, search and sort seen online opens offline as it was. Only those: a call with an Authorization header, or to any other address
 *   (accounts, orders, admin), always goes to the network.
 * - Product pictures are kept once seen (their names never change: a new picture is a new file).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope;

/** Runtime cache names. */
const CATALOG_CACHE = "catalog-api";
const PICTURE_CACHE = "pictures";

/** The catalog reads a shopper may see offline; nothing that carries or asks about a person. */
const CATALOG_READS = [
  /^\/api\/products\/get-all$/,
  /^\/api\/products\/get\/\d+$/,
  /^\/api\/software\/get-all$/,
  /^\/api\/contact\/get$/,
  /^\/api\/orders\/getPopular-products$/,
];

// A new release takes over as soon as it is installed, in every open tab; its old files are removed.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: 6 }), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

const isCatalogRead = (url: URL) => CATALOG_READS.some((path) => path.test(url.pathname));
const isPicture = (url: URL) => url.pathname.startsWith("/uploads/");

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === "GET" && !request.headers.has("Authorization") && isCatalogRead(url),
  new NetworkFirst({
    cacheName: CATALOG_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPicture(url),
  new CacheFirst({
    cacheName: PICTURE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// The first visit's page loaded before this worker was there: it sends the addresses it already
// fetched, and the catalog answers and pictures among them are kept as if they had come through here.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "CACHE_SEEN" || !Array.isArray(event.data.urls)) return;
  const urls = (event.data.urls as unknown[]).filter((u): u is string => typeof u === "string");
  event.waitUntil(
    Promise.all(
      urls.map(async (href) => {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin) return;
        const cacheName = isCatalogRead(url) ? CATALOG_CACHE : isPicture(url) ? PICTURE_CACHE : undefined;
        if (!cacheName) return;
        const cache = await caches.open(cacheName);
        if (!(await cache.match(url.href))) await cache.add(url.href).catch(() => undefined);
      }),
    ),
  );
});

// Offline and not in any cache: a page address gets the app shell, which shows the page or says
// what needs a connection; anything else fails as a network error would.
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache("/index.html")) ?? Response.error();
  return Response.error();
});
