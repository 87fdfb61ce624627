import "./catalog.css";
import { CATEGORIES, type Category, PRODUCT_SORTS, type ProductSort } from "@shop/shared/constants";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useBelowFirstScreen } from "../../lib/first-screen.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { type BreakpointName, mediaUp } from "../../lib/theme-tokens.ts";
import { type CatalogFilter, useCatalog, useSoftwareOfferings } from "./catalog-api.ts";
import { brandsOf, CatalogFilters, isPriceText } from "./catalog-filters.tsx";
import { CompareBar } from "./compare-controls.tsx";
import { LoadMore } from "./load-more.tsx";
import { OurProducts } from "./our-products.tsx";
import { PopularProducts } from "./popular-products.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { SoftwareOfferings } from "./software-offerings.tsx";
import { useAos } from "./use-aos.ts";

/** A price bound from the address, kept only when the server would take it. */
function priceParam(value: string | null): string {
  return value && isPriceText(value) ? value : "";
}

/**
 * The cards of the first screen: two rows of the grid, whose columns catalog.css sets (two on a
 * phone, three from `sm`, four from `md`). A deep link draws these first and the rest of the page
 * in the render after (lib/first-screen.ts). On a phone two rows already reach past the screen's
 * bottom edge, and each card drawn more made the first render longer on a slow phone.
 */
function firstScreenCards(): number {
  const from = (name: BreakpointName) => window.matchMedia?.(mediaUp(name)).matches ?? true;
  return (from("md") ? 4 : from("sm") ? 3 : 2) * 2;
}

/** The most pages an address can ask to open with (?page=): 2,400 products. */
const MAX_OPEN_PAGES = 100;

/** How many catalog pages the address asks for (?page=N opens with the first N), 1 when none. */
function pagesParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_OPEN_PAGES) : 1;
}

/**
 * The filter lives in the address (?q=&category=&sort=&brand=&minPrice=&maxPrice=), and so does
 * how many pages are shown (?page=), so a search can be shared or reloaded as it was. A new
 * filter starts again at the first page.
 */
function useCatalogFilter(): [
  CatalogFilter,
  (next: Partial<CatalogFilter>) => void,
  number,
  (pages: number) => void,
] {
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? "";
  const sort = params.get("sort") ?? "";
  const filter: CatalogFilter = {
    q: params.get("q") ?? "",
    category: (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : "",
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : "",
    brand: params.get("brand") ?? "",
    minPrice: priceParam(params.get("minPrice")),
    maxPrice: priceParam(params.get("maxPrice")),
  };
  const update = useCallback(
    (next: Partial<CatalogFilter>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) merged.set(key, value);
            else merged.delete(key);
          }
          merged.delete("page");
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  const showPages = useCallback(
    (pages: number) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          if (pages > 1) merged.set("page", String(pages));
          else merged.delete("page");
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, update, pagesParam(params.get("page")), showPages];
}

/**
 * The marketing section and the software list, under the catalog. The software list is asked for
 * here, not by the page: its answer draws these two sections again, not the catalog's cards.
 */
function SoftwareSections() {
  const software = useSoftwareOfferings();
  return (
    <>
      <div className="cat-our">
        <OurProducts software={software.data} />
      </div>
      <div className="cat-software">
        <SoftwareOfferings
          software={software.data}
          isPending={software.isPending}
          isError={software.isError}
        />
      </div>
    </>
  );
}

/** /product: the hardware catalog, then the 'Our Products' marketing section and the software list. */
export function ProductPage() {
  usePageTitle(
    "Products",
    "Computer parts, laptops, PCs, gaming consoles, controllers and networking gear in Itahari.",
  );
  useAos();
  const [filter, setFilter, pages, showPages] = useCatalogFilter();
  const { catalog, products, total, brands: listedBrands, suggestions } = useCatalog(filter, pages);
  // The brands to choose from: those of every match with the brand left out (named by the server).
  const brands = useMemo(() => brandsOf(listedBrands, filter.brand), [listedBrands, filter.brand]);
  const filtered = Boolean(filter.q || filter.category || filter.brand || filter.minPrice || filter.maxPrice);
  const whole = useBelowFirstScreen();

  return (
    // The shell's container (MUI's, 1200 px wide at most); the page's column inside it.
    <div className="sh-container">
      <div className="cat-page">
        <div>
          <h1 className="pu-h1">Products</h1>
          <p className="cat-lead pu-muted">
            Genuine hardware with warranty, priced in rupees. Visit our shop or get it delivered.
          </p>
        </div>
        <CatalogFilters filter={filter} onChange={setFilter} brands={brands} />
        {/* The line is there from the start, so the grid below does not move when the count arrives. */}
        <p className="cat-count pu-muted" aria-live="polite">
          {total !== undefined && (
            <>
              {total} {total === 1 ? "product" : "products"}
              {filter.category ? ` in ${filter.category}` : ""}
              {filter.q ? ` matching "${filter.q}"` : ""}
            </>
          )}
        </p>
        <div className={catalog.isPlaceholderData ? "cat-results cat-stale" : "cat-results"}>
          <ProductGrid
            products={whole ? products : products?.slice(0, firstScreenCards())}
            isPending={catalog.isPending}
            // A next page that failed says so under the grid; the products shown stay.
            isError={catalog.isError && !catalog.isFetchNextPageError}
            onRetry={() => catalog.refetch()}
            filtered={filtered}
            onClearFilters={() => setFilter({ q: "", category: "", brand: "", minPrice: "", maxPrice: "" })}
            suggestions={catalog.isPlaceholderData ? undefined : suggestions}
            onSuggestion={(q) => setFilter({ q })}
          />
          {whole && (
            <LoadMore
              shown={products?.length ?? 0}
              total={total ?? 0}
              hidden={!catalog.hasNextPage || catalog.isPlaceholderData}
              loading={catalog.isFetchingNextPage}
              failed={catalog.isFetchNextPageError}
              onMore={() => {
                const loaded = catalog.data?.pages.length ?? 0;
                // Asked again after a failure; otherwise the address's next page count asks for it.
                if (loaded >= pages) showPages(loaded + 1);
                else void catalog.fetchNextPage();
              }}
            />
          )}
        </div>
        <CompareBar />
        {whole ? (
          <>
            <PopularProducts />
            <SoftwareSections />
          </>
        ) : (
          // Keeps the footer below the first screen until the rest of the page is drawn.
          <div className="cat-rest" />
        )}
      </div>
    </div>
  );
}
