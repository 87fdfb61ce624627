import { writeFile } from "node:fs/promises";
import path from "node:path";
import { API_PREFIX, apiPath, ROUTES } from "@shop/shared/api-routes";
import { FIRST_FILES_NAME, type FirstFiles, type FirstPage } from "@shop/shared/first-files";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { catalogPageQuery } from "../src/features/catalog/catalog-paging.ts";
import { SPLASH_ID } from "../src/layouts/splash.ts";
import { preloadKey } from "../src/lib/preload-key.ts";
import { mediaUp } from "../src/lib/theme-tokens.ts";

/** Stands in a product's path for its id, which the script reads from the page's address. */
const ID_SLOT = "PRODUCT_ID";

/** The catalog's first page, as /product opens with it. */
const CATALOG_FIRST = preloadKey(apiPath(ROUTES.productList), catalogPageQuery(1));
/** A product, as its page opens with it. */
const PRODUCT_ANSWER = apiPath(ROUTES.productGet, { id: ID_SLOT });

/**
 * Every public page (router.tsx's routes under the site shell): the address it answers and the
 * modules of its screen. A deep link fetches its page's code with the app's instead of after the
 * app has run and the router has asked for it (a round trip and a download later on a slow link).
 * A page missing here still works; it only loses that head start. `answer`: the API answer it
 * opens with (the start script asks for it; the server names it in the page's `Link` header, and
 * names the page's own files only for a page without one: FirstFiles of @shop/shared/first-files).
 */
const FIRST_PAGES: { pattern: string; modules: string[]; answer?: string }[] = [
  { pattern: "^/$", modules: ["features/home/home-page.tsx"] },
  {
    pattern: "^/product/?$",
    // The product page's code too (about 3 KB gzip): a tap on a card then waits for no download,
    // which on a slow link would queue behind the cards' pictures.
    modules: ["features/catalog/product-page.tsx", "features/catalog/product-detail-page.tsx"],
    answer: `${API_PREFIX}${CATALOG_FIRST}`,
  },
  {
    pattern: "^/singleProduct/(\\d+)/?$",
    modules: ["features/catalog/product-detail-page.tsx"],
    answer: `${API_PREFIX}${PRODUCT_ANSWER}`,
  },
  { pattern: "^/compare/?$", modules: ["features/catalog/compare-page.tsx"] },
  { pattern: "^/service/?$", modules: ["features/company/service-page.tsx"] },
  { pattern: "^/cart/?$", modules: ["features/cart/cart-page.tsx"] },
  { pattern: "^/aboutUs/?$", modules: ["features/company/about-page.tsx"] },
  { pattern: "^/passreset/?$", modules: ["features/accounts/pass-reset-page.tsx"] },
  { pattern: "^/emailVerify/?$", modules: ["features/accounts/email-verify-page.tsx"] },
  { pattern: "^/changePassword/?$", modules: ["features/accounts/change-password-page.tsx"] },
  { pattern: "^/login/?$", modules: ["features/accounts/login-page.tsx"] },
  { pattern: "^/register/?$", modules: ["features/accounts/register-page.tsx"] },
  {
    pattern: "^/profile/?$",
    modules: ["features/accounts/profile-page.tsx", "features/orders/order-history.tsx"],
  },
  { pattern: "^/privacy-policy/?$", modules: ["features/company/privacy-page.tsx"] },
  { pattern: "^/checkout/?$", modules: ["features/checkout/checkout-page.tsx"] },
  { pattern: "^/order/[^/]+/?$", modules: ["features/orders/order-placed-page.tsx"] },
  { pattern: "^/checkout-summary/?$", modules: ["features/checkout/checkout-summary-page.tsx"] },
];

/**
 * The framework's chunks (vite.config.ts's codeSplitting groups), in the order they are run
 * before the app: each one's parsing and first run is a task of its own.
 */
const BOOT_CHUNKS = ["boot-runtime", "boot-lib"];

/**
 * The shop's MUI theme (src/lib/mui-theme.tsx), which router.tsx loads beside every screen that
 * uses MUI's components: a deep link to such a screen fetches it with the screen's code.
 */
const MUI_THEME_MODULE = "lib/mui-theme.tsx";

/** A module of MUI's packages. */
const MUI_MODULE = /node_modules[\\/]@mui[\\/]/;

/** Whether any of these files (chunks of the bundle) holds a module of MUI's. */
function holdsMui(bundle: OutputBundle, files: Iterable<string>): boolean {
  for (const file of files) {
    const c = bundle[file.replace(/^\//, "")];
    if (c?.type === "chunk" && c.moduleIds.some((id) => MUI_MODULE.test(id))) return true;
  }
  return false;
}

/**
 * The page that greets with the welcome splash: the script runs its code after the splash's first
 * paint, not at once (see the start script below). The server names that code in the page's `Link`
 * header at low priority, so it downloads while the splash is shown.
 */
const SPLASH_PAGE = "/";

/** The files a chunk needs beyond the entry's: its own, its static imports', and their CSS. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const c = bundle[file];
    if (c?.type !== "chunk") return;
    files.push(`/${file}`);
    for (const css of (c as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
      ?.importedCss ?? [])
      files.push(`/${css}`);
    for (const dep of c.imports) visit(dep);
  };
  visit(chunk.fileName);
  return files;
}

function entryClosure(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const c = bundle[file];
    if (c?.type === "chunk") for (const dep of c.imports) visit(dep);
  };
  visit(entry.fileName);
  return seen;
}

/**
 * The start script, at the start of <body> (after <head>, whose preview tags it reads; before the
 * header and skeleton of the HTML, whose reading and first paint take a few hundred milliseconds
 * on a slow phone). Before the app's code runs, it
 * - asks for the current page's code, and for its answer and main picture: the catalog's first
 *   page (and its first pictures once the answer is in) on /product, the product and its picture on a product's
 *   page (the picture's address is in the page's preview tags), so they arrive while the app
 *   loads instead of one after the other; the app takes the answers from `window.__shopPreload`
 *   (lib/api.ts, `takePreloaded`);
 * - asks for the app's code and starts it: at once, or, while the welcome splash is shown, after
 *   the splash's first paint (at once in a hidden tab, where no frame is painted). The splash
 *   covers the first 3.4 s anyway; run at once, the code raced the splash's first paint, and
 *   when it came first, the paint waited for it (and Lighthouse counted its download into the
 *   first paint: the 1.0 s or 2.3 s of `/`, see docs/decisions/0058-plain-first-screens.md).
 *   On `/` the code is already on its way by then, at low priority, from the page's `Link`
 *   header (@shop/shared/first-files), and the script asks again at high priority. On the other
 *   pages the script asks only for what the header leaves out: each link it adds costs the main
 *   thread a moment before the first paint, even for a file already on its way. A page the
 *   service worker served has no such header, and the script asks for all of it.
 */
function startScript(
  entry: string,
  initial: string[],
  boot: string[],
  pages: { pattern: string; files: string[]; answer?: string }[],
): string {
  const names = [...new Set(pages.flatMap((page) => page.files))];
  const compact = pages.map((page) => [
    page.pattern,
    page.files.map((file) => names.indexOf(file)),
    page.answer ? 1 : 0,
  ]);
  return `(function () {
  var path = location.pathname;
  var head = document.head;
  function link(rel, href, attributes) {
    var l = document.createElement("link");
    l.rel = rel;
    for (var name in attributes) l.setAttribute(name, attributes[name]);
    l.href = href;
    head.appendChild(l);
  }
  // The app's code, and the current page's. The page's Link header already asked for the app's
  // code and, on a page that opens without an answer, for the page's own files; each link asked
  // for again cost the slow phone a few milliseconds before its first paint (thirty of them on
  // /profile). Asked for here: what the header leaves out, and everything on \`/\` (whose header
  // asks at low priority) and on a page the service worker served (it has no such header).
  function fetchCode() {
    var header = path !== ${JSON.stringify(SPLASH_PAGE)} && !(navigator.serviceWorker && navigator.serviceWorker.controller);
    if (!header) ${JSON.stringify(initial)}.forEach(function (file) { link("modulepreload", file, { crossorigin: "" }); });
    // Each page's files as places in one list: pages share most of their files.
    var files = ${JSON.stringify(names)};
    ${JSON.stringify(compact)}.forEach(function (page) {
      if (!new RegExp(page[0], "i").test(path) || (header && !page[2])) return;
      page[1].forEach(function (place) {
        var file = files[place];
        if (/\\.css$/.test(file)) link("preload", file, { as: "style", crossorigin: "" });
        else link("modulepreload", file, { crossorigin: "" });
      });
    });
  }
  // Public answers, by their address under /api: the call (__shopPreload) and, once it is in,
  // the answer with the time it came (__shopArrived), so the first render can already show it.
  var early = (window.__shopPreload = {});
  var arrived = (window.__shopArrived = {});
  // When the server wrote each answer: offline, a kept answer still tells how old its prices are.
  var dates = (window.__shopDates = {});
  function answer(url) {
    early[url] = fetch(${JSON.stringify(API_PREFIX)} + url, { credentials: "same-origin" })
      .then(function (r) { dates[url] = r.headers.get("date"); return r.ok ? r.json() : null; })
      .then(function (body) { if (body) arrived[url] = { body: body, at: Date.now() }; return body; })
      .catch(function () { return null; });
    return early[url];
  }
  // The catalog's first page, unless the address narrows it (a search, a category...: the app
  // asks for that one); ?page=N alone still opens with the first page, the app asks for the rest.
  var narrowed = false;
  new URLSearchParams(location.search).forEach(function (value, key) { if (key !== "page") narrowed = true; });
  if (path === "/product" && !narrowed) {
    answer(${JSON.stringify(CATALOG_FIRST)}).then(function (body) {
      var first = body && body.data && body.data.items ? body.data.items.slice(0, 4) : [];
      first.forEach(function (p) { if (p.thumbnailName) link("preload", p.thumbnailName, { as: "image", fetchpriority: "high" }); });
      whenRead(function () {
        showInSkeleton(".sk-card .sk-media", first.map(function (p) { return { src: p.thumbnailName }; }));
      });
    });
  }
  var product = /^\\/singleProduct\\/(\\d+)$/.exec(path);
  if (product) {
    answer(${JSON.stringify(PRODUCT_ANSWER)}.replace(${JSON.stringify(ID_SLOT)}, product[1]));
    var picture = document.querySelector('meta[property="og:image"]');
    if (picture) {
      var full = new URL(picture.content, location.href).pathname;
      var thumb = full.replace(/\\.webp$/, "-thumb.webp");
      var srcset = thumb + " 400w, " + full + " 1200w";
      var sizes = ${JSON.stringify(`${mediaUp("md")} 560px, 100vw`)};
      link("preload", full, { as: "image", fetchpriority: "high", imagesrcset: srcset, imagesizes: sizes });
      whenRead(function () { showInSkeleton(".sk-product .sk-media", [{ src: full, srcset: srcset, sizes: sizes }]); });
    }
  }
  // The pictures the page opens with, in the skeleton's grey boxes of the same size and place, as
  // soon as they arrive: on a slow phone the shopper sees the products while the app's code is
  // still on its way, and the app's own picture (the same file, from the cache) then takes their
  // place. Decorative (alt=""): the skeleton is announced as loading; the app names the pictures.
  function showInSkeleton(selector, pictures) {
    var boxes = document.querySelectorAll("[data-skeleton] " + selector);
    pictures.forEach(function (picture, i) {
      var box = boxes[i];
      if (!box || !picture.src) return;
      var img = document.createElement("img");
      img.alt = "";
      if (picture.srcset) {
        img.srcset = picture.srcset;
        img.sizes = picture.sizes;
      }
      img.src = picture.src;
      box.classList.add("sk-pic");
      box.appendChild(img);
    });
  }
  // The framework's parts are run one by one, each in its own task, before the app: the browser
  // gets a breath between them instead of one long task that blocks it.
  var boot = ${JSON.stringify(boot)};
  function run(i) {
    if (i === boot.length) return import(${JSON.stringify(entry)});
    import(boot[i]).then(function () { setTimeout(function () { run(i + 1); }, 0); }, function () { run(boot.length); });
  }
  // Only \`/\` greets with the splash: any other page asks for its code now, while the rest of the
  // HTML (the header and the skeleton) is still being read and painted. (Its Link header already
  // asks for it at low priority: a script asking now would ask at high priority, in the race.)
  var fetched = false;
  function fetchOnce() {
    if (!fetched) fetchCode();
    fetched = true;
  }
  if (path !== ${JSON.stringify(SPLASH_PAGE)}) fetchOnce();
  // The app starts once the whole HTML is read (its #root, the splash).
  function whenRead(f) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", f);
    else f();
  }
  whenRead(function () {
    var start = function () {
      fetchOnce();
      run(0);
    };
    if (!document.getElementById(${JSON.stringify(SPLASH_ID)}) || document.visibilityState === "hidden" || !window.requestAnimationFrame) start();
    else requestAnimationFrame(function () { setTimeout(start, 0); });
  });
})();`;
}

/**
 * Replaces the entry's <script type="module"> and the modulepreload links of its imports in
 * <head> with the start script at the start of <body>, which asks for the app's code (as early: the
 * page is a few kilobytes), and ahead for what the first page needs.
 */
export function inlineStartScript(): Plugin {
  let outDir = "dist";
  let firstFiles: FirstFiles | undefined;
  return {
    name: "shop-start-script",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (!firstFiles) throw new Error("shop-start-script: index.html was not transformed");
      await writeFile(path.join(outDir, FIRST_FILES_NAME), JSON.stringify(firstFiles));
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) throw new Error("shop-start-script: no bundle");
        const tag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        const match = tag.exec(html);
        if (!match) throw new Error("shop-start-script: the entry's script tag was not found in index.html");
        const entry = match[1]!;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
        const boot = BOOT_CHUNKS.map((name) => {
          const found = chunks.find((c) => c.name === name);
          if (!found) throw new Error(`shop-start-script: no chunk named ${name} (vite.config.ts's groups)`);
          return `/${found.fileName}`;
        });
        // The entry and every chunk it imports (the framework's parts, Rolldown's runtime).
        // In the order they are run: the runtime and the framework's parts first.
        const rank = (file: string) =>
          file.includes("rolldown-runtime") ? -1 : boot.includes(file) ? boot.indexOf(file) : boot.length;
        const closure = entryClosure(bundle, chunk as OutputChunk);
        const initial = [...closure].map((file) => `/${file}`).sort((a, b) => rank(a) - rank(b));
        // The first download carries no MUI: a plain page must not wait for it.
        if (holdsMui(bundle, closure))
          throw new Error("shop-start-script: the app's first download holds MUI (vite.config.ts's groups)");
        const chunkOf = (module: string) => {
          const found = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
          if (!found) throw new Error(`shop-start-script: no chunk for ${module}`);
          return found;
        };
        const pages = FIRST_PAGES.map(({ pattern, modules, answer }) => {
          // A copy per page: filesOf adds what it visits, so the page's modules share no file twice.
          const loaded = new Set(closure);
          const files = modules.flatMap((module) => filesOf(bundle, chunkOf(module), loaded));
          // A screen that uses MUI's components comes with the theme (router.tsx's lazyPage).
          if (holdsMui(bundle, files)) files.push(...filesOf(bundle, chunkOf(MUI_THEME_MODULE), loaded));
          return { pattern, files, answer };
        });
        firstFiles = {
          greeted: SPLASH_PAGE,
          app: initial,
          slot: ID_SLOT,
          pages: pages.map(
            ({ pattern, files, answer }): FirstPage => (answer ? { pattern, answer } : { pattern, files }),
          ),
        };
        return html
          .replace(tag, "")
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
          .replace(
            /<body>/,
            () => `<body>\n    <script>${startScript(entry, initial, boot, pages)}</script>`,
          );
      },
    },
  };
}
