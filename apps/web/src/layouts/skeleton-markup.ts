import { cssVar } from "../lib/theme-css-vars.ts";
import { mediaUp } from "../lib/theme-tokens.ts";
import { isCurrent } from "./nav-items.ts";

/**
 * The page skeleton's style and its chooser, written into index.html at build time beside the
 * prerendered header and footer (build/inline-splash.ts). Plain CSS in the theme's greys (custom properties from theme-tokens.ts): it paints
 * with the first bytes, before any stylesheet or script arrives.
 */
export const skeletonStyle = `
.sk{min-height:70vh}
.sk-body{padding-top:16px;padding-bottom:32px}
.sk-bar,.sk-field,.sk-chip,.sk-media,.sk-button,.sk-hero{background:${cssVar("skeleton")};border-radius:4px;animation:sk-pulse 1.5s ease-in-out .5s infinite}
.sk-bar{height:16px;margin:10px 0;max-width:640px}
.sk-short{width:60%}
.sk-title{height:40px;width:55%;max-width:320px;margin:8px 0 16px}
.sk-field{height:56px;margin:12px 0;border-radius:4px}
.sk-chips{display:flex;gap:8px;margin:12px 0 40px;overflow:hidden}
.sk-chip{flex:0 0 96px;height:32px;border-radius:16px}
.sk-grid{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
.sk-card{border:1px solid ${cssVar("grey300")};border-radius:12px;padding:0 12px 12px;overflow:hidden}
.sk-card .sk-media{margin:0 -12px 12px;border-radius:0;aspect-ratio:4/3}
.sk-narrow-only{margin-bottom:41px}
.sk-back{height:20px;width:120px;margin:8px 0 24.5px}
.sk-product{display:grid;gap:24px}
.sk-product .sk-media{aspect-ratio:4/3;border-radius:12px}
.sk-pic{background:${cssVar("white")};animation:none}
.sk-pic>img{display:block;width:100%;height:100%;object-fit:contain;border-radius:inherit}
.sk-button{height:48px;width:200px;margin-top:24px;border-radius:10px}
.sk-hero{height:60vh;border-radius:0}
.sk:not([data-shape=home]) .sk-hero,.sk:not([data-shape=page]) .sk-page,.sk:not([data-shape=cards]) .sk-catalog,.sk:not([data-shape=product]) .sk-product,.sk:not([data-shape=product]) .sk-back,.sk[data-shape=home] .sk-body{display:none}
@media ${mediaUp("sm")}{.sk-grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:16px}.sk-narrow-only{display:none}.sk-chips{margin-bottom:9px}}
@media ${mediaUp("md")}{.sk-back{margin-bottom:40.5px}.sk-chips{margin-bottom:49px}.sk-grid{grid-template-columns:repeat(4,minmax(0,1fr))}.sk-product{grid-template-columns:1fr 1fr;gap:32px}.sk-field{max-width:480px}}
@keyframes sk-pulse{50%{opacity:.55}}
@media (prefers-reduced-motion:reduce){.sk *{animation:none}}
`
  .trim()
  .replace(/\n/g, "");

/**
 * Runs before the first paint, right after #root: the owner's pages and the invoice have no
 * public shell, so their skeleton goes; a public page gets its shape and its menu entry marked, by
 * the same rule as the header's (`isCurrent`, written in here as the build compiled it).
 */
export const skeletonScript = `(function () {
  var isCurrent = ${isCurrent.toString()};
  var path = location.pathname;
  var root = document.getElementById("root");
  if (/^\\/(admin|invoice)(\\/|$)/.test(path)) { root.textContent = ""; return; }
  var skeleton = root.querySelector("[data-skeleton]");
  if (skeleton) skeleton.setAttribute("data-shape", path === "/product" ? "cards" : /^\\/singleProduct\\/\\d+$/.test(path) ? "product" : path === "/" ? "home" : "page");
  var links = root.querySelectorAll(".sh-nav a");
  for (var i = 0; i < links.length; i++) {
    if (!isCurrent(path, links[i].getAttribute("href"))) continue;
    links[i].className = "active";
    links[i].setAttribute("aria-current", "page");
  }
})();`;
