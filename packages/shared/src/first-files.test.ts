import { describe, expect, it } from "vitest";
import { type FirstFiles, firstFilesLinker } from "./first-files.ts";

const FIRST: FirstFiles = {
  greeted: "/",
  app: ["/assets/rolldown-runtime-a1.js", "/assets/boot-runtime-b2.js", "/assets/index-c3.js"],
  slot: "PRODUCT_ID",
  pages: [
    { pattern: "^/product/?$", answer: "/api/products/get-all?page=1&pageSize=24" },
    { pattern: "^/singleProduct/(\\d+)/?$", answer: "/api/products/get/PRODUCT_ID" },
    { pattern: "^/$", files: ["/assets/home-page-g7.js", "/assets/home-page-h8.css"] },
    {
      pattern: "^/login/?$",
      files: ["/assets/login-page-d4.js", "/assets/form-parts-e5.js", "/assets/card-parts-f6.css"],
    },
  ],
};

const CODE =
  "</assets/rolldown-runtime-a1.js>; rel=modulepreload; crossorigin, </assets/boot-runtime-b2.js>; rel=modulepreload; crossorigin, </assets/index-c3.js>; rel=modulepreload; crossorigin";

describe("the Link header a page is sent with", () => {
  it("names the code of the page with the welcome splash at low priority, not to delay its first paint", () => {
    const low = "crossorigin; fetchpriority=low";
    expect(firstFilesLinker(FIRST)("/", false)).toBe(
      [
        `</assets/rolldown-runtime-a1.js>; rel=modulepreload; ${low}`,
        `</assets/boot-runtime-b2.js>; rel=modulepreload; ${low}`,
        `</assets/index-c3.js>; rel=modulepreload; ${low}`,
        `</assets/home-page-g7.js>; rel=modulepreload; ${low}`,
        `</assets/home-page-h8.css>; rel=preload; as=style; ${low}`,
      ].join(", "),
    );
  });

  it("names the catalog's first page first, then the app's files in the order they run", () => {
    expect(firstFilesLinker(FIRST)("/product", false)).toBe(
      `</api/products/get-all?page=1&pageSize=24>; rel=preload; as=fetch; crossorigin, ${CODE}`,
    );
  });

  it("names the product a product's page shows, by the id in its address", () => {
    expect(firstFilesLinker(FIRST)("/singleProduct/42", false)).toBe(
      `</api/products/get/42>; rel=preload; as=fetch; crossorigin, ${CODE}`,
    );
  });

  it("leaves the answer out for an address with a query (a search opens with another one)", () => {
    expect(firstFilesLinker(FIRST)("/product", true)).toBe(CODE);
  });

  it("names a page's own files, scripts and stylesheets, when it opens without an answer", () => {
    expect(firstFilesLinker(FIRST)("/login", true)).toBe(
      `${CODE}, </assets/login-page-d4.js>; rel=modulepreload; crossorigin, </assets/form-parts-e5.js>; rel=modulepreload; crossorigin, </assets/card-parts-f6.css>; rel=preload; as=style; crossorigin`,
    );
  });

  it("names only the app's files for a page the list does not know", () => {
    expect(firstFilesLinker(FIRST)("/admin/orders", false)).toBe(CODE);
  });

  it("never writes an address that would break the header (comma, semicolon, angle bracket, space)", () => {
    const forged: FirstFiles = {
      ...FIRST,
      app: [
        "/assets/ok-1.js",
        "/assets/x.js>; rel=stylesheet",
        "/assets/a,b.js",
        "https://elsewhere.example/x.js",
      ],
      pages: [{ pattern: "^/product$", answer: "/api/x?a=1, </evil>", files: ["/assets/y.js, </evil>"] }],
    };
    expect(firstFilesLinker(forged)("/product", false)).toBe(
      "</assets/ok-1.js>; rel=modulepreload; crossorigin",
    );
  });
});
