import { COMPANY, TIMINGS } from "@shop/shared/constants";
import { SPLASH_KEY } from "../lib/splash-flag.ts";
import { cssVar } from "../lib/theme-css-vars.ts";
import { mediaUp } from "../lib/theme-tokens.ts";
import { SPLASH_ID } from "./splash.ts";

/**
 * The welcome splash (logo, a welcome line with the company's short name, a bar that grows
 * for about 3 s, then a spinner) as plain HTML and CSS, written into index.html at build time so it
 * paints with the first bytes of the page, long before the JavaScript arrives on a slow phone link.
 *
 * The inline script decides before the first paint: the splash greets a visit whose first page of the
 * browser session is the front door (`/`); any other first page (a shared product link, `/product`,
 * `/cart`) opens directly, and the session counts as greeted either way. The app removes the splash
 * (`handOverSplash`) once its first screen is ready and the site's 3.4 s have passed.
 */

const BAR_MS = TIMINGS.splashMs;

export const splashStyle = `
#${SPLASH_ID}{position:fixed;inset:0;z-index:2000;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:0 24px;background:linear-gradient(160deg,${cssVar("navy")} 0%,${cssVar("primary")} 100%);color:${cssVar("white")};font-family:Roboto,"Roboto Fallback",system-ui,-apple-system,"Segoe UI",sans-serif;transition:opacity .3s ease-out}
#${SPLASH_ID}.splash-done{opacity:0}
@media (prefers-reduced-motion:reduce){#${SPLASH_ID}{transition:none}#${SPLASH_ID} img{animation:none}}
#${SPLASH_ID} img{width:104px;height:104px;box-sizing:border-box;padding:8px;background:${cssVar("white")};border-radius:20px;box-shadow:${cssVar("shadowLogo")};animation:splash-pop .6s ease-out}
#${SPLASH_ID} p{margin:0;font-size:1.5rem;font-weight:700;line-height:1.3;text-align:center}
#${SPLASH_ID} .splash-slot{width:min(320px,80vw);height:40px;display:grid;place-items:center}
#${SPLASH_ID} .splash-slot>*{grid-area:1/1}
#${SPLASH_ID} .splash-track{width:100%;height:8px;border-radius:4px;overflow:hidden;background:${cssVar("splashTrack")};animation:splash-hide 0s ${BAR_MS}ms forwards}
#${SPLASH_ID} .splash-bar{height:100%;background:${cssVar("amber")};transform-origin:left;transform:scaleX(0);animation:splash-grow ${BAR_MS}ms linear forwards}
#${SPLASH_ID} .splash-spinner{width:32px;height:32px;box-sizing:border-box;border:4px solid ${cssVar("amber")};border-right-color:transparent;border-radius:50%;visibility:hidden;animation:splash-show 0s ${BAR_MS}ms forwards,splash-spin .8s linear infinite}
@media ${mediaUp("sm")}{#${SPLASH_ID} p{font-size:2rem}}
@keyframes splash-pop{from{transform:scale(.7);opacity:0}}
@keyframes splash-grow{to{transform:scaleX(1)}}
@keyframes splash-hide{to{visibility:hidden}}
@keyframes splash-show{to{visibility:visible}}
@keyframes splash-spin{to{transform:rotate(360deg)}}
`
  .trim()
  .replace(/\n/g, "");

const welcome = `Welcome to ${COMPANY.shortName}`;

/**
 * Markup, then the script that keeps or drops it; both go right after #root, so the script can make
 * the page underneath unreachable for keyboards and screen readers while the splash covers it.
 */
export const splashBody = `<div id="${SPLASH_ID}" role="status" aria-live="polite" aria-label="${welcome}, loading">
      <img src="/company/logo.svg" alt="${COMPANY.name} logo" width="104" height="104" />
      <p>${welcome}</p>
      <div class="splash-slot" aria-hidden="true"><div class="splash-track"><div class="splash-bar"></div></div><div class="splash-spinner"></div></div>
    </div>
    <script>
      (function () {
        var splash = document.getElementById("${SPLASH_ID}");
        var greet = false;
        try {
          greet = location.pathname === "/" && sessionStorage.getItem("${SPLASH_KEY}") !== "1";
          sessionStorage.setItem("${SPLASH_KEY}", "1");
        } catch (e) {}
        if (greet) document.getElementById("root").setAttribute("inert", "");
        else splash.remove();
      })();
    </script>`;
