import { describe, expect, it } from "vitest";
import { type FirstFiles, firstFilesLink } from "./first-files.ts";

const FIRST: FirstFiles = {
  greeted: "/",
  app: ["/assets/rolldown-runtime-a1.js", "/assets/boot-react-b2.js", "/assets/index-c3.js"],
  slot: "PRODUCT_ID",
  answers: [
    { pattern: "^/product/?$", answer: "/api/products/get-all?page=1&pageSize=24" },
    { pattern: "^/singleProduct/(\\d+)/?$", answer: "/api/products/get/PRODUCT_ID" },
  ],
};

const CODE =
  "</assets/rolldown-runtime-a1.js>; rel=modulepreload; crossorigin, </assets/boot-react-b2.js>; rel=modulepreload; crossorigin, </assets/index-c3.js>; rel=modulepreload; crossorigin";

describe("the Link header a page is sent with", () => {
  it("names nothing for the page with the welcome splash", () => {
    expect(firstFilesLink(FIRST, "/", false)).toBeUndefined();
  });

  it("names the catalog's first page first, then the app's files in the order they run", () => {
    expect(firstFilesLink(FIRST, "/product", false)).toBe(
      `</api/products/get-all?page=1&pageSize=24>; rel=preload; as=fetch; crossorigin, ${CODE}`,
    );
  });

  it("names the product a product's page shows, by the id in its address", () => {
    expect(firstFilesLink(FIRST, "/singleProduct/42", false)).toBe(
      `</api/products/get/42>; rel=preload; as=fetch; crossorigin, ${CODE}`,
    );
  });

  it("leaves the answer out for an address with a query (a search opens with another one)", () => {
    expect(firstFilesLink(FIRST, "/product", true)).toBe(CODE);
  });

  it("names only the app's files for a page without an answer of its own", () => {
    expect(firstFilesLink(FIRST, "/aboutUs", false)).toBe(CODE);
    expect(firstFilesLink(FIRST, "/admin/orders", false)).toBe(CODE);
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
      answers: [{ pattern: "^/product$", answer: "/api/x?a=1, </evil>" }],
    };
    expect(firstFilesLink(forged, "/product", false)).toBe(
      "</assets/ok-1.js>; rel=modulepreload; crossorigin",
    );
  });
});
