import "./catalog.css";
import { Box, Container, Stack, Typography } from "@mui/material";
import { CATEGORIES, type Category, PRODUCT_SORTS, type ProductSort } from "@shop/shared/constants";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/page-title.ts";
import { type CatalogFilter, useCatalog, useSearchSuggestions, useSoftwareOfferings } from "./catalog-api.ts";
import { brandsOf, CatalogFilters, isPriceText } from "./catalog-filters.tsx";
import { CompareBar } from "./compare-controls.tsx";
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
 * The filter lives in the address (?q=&category=&sort=&brand=&minPrice=&maxPrice=), so a search
 * can be shared or reloaded.
 */
function useCatalogFilter(): [CatalogFilter, (next: Partial<CatalogFilter>) => void] {
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
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, update];
}

/** /product: the hardware catalog, then the 'Our Products' marketing section and the software list. */
export function ProductPage() {
  usePageTitle(
    "Products",
    "Computer parts, laptops, PCs, gaming consoles, controllers and networking gear in Itahari.",
  );
  useAos();
  const [filter, setFilter] = useCatalogFilter();
  const catalog = useCatalog(filter);
  // The brands to choose from: those of the list without a brand chosen (the same answer when none is).
  const unbranded = useCatalog({ ...filter, brand: "" });
  const brands = useMemo(() => brandsOf(unbranded.data, filter.brand), [unbranded.data, filter.brand]);
  const suggestions = useSearchSuggestions(filter, catalog.data?.length === 0 && !catalog.isPlaceholderData);
  const software = useSoftwareOfferings();
  const filtered = Boolean(filter.q || filter.category || filter.brand || filter.minPrice || filter.maxPrice);

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <Box>
          <Typography variant="h1">Products</Typography>
          <Typography color="text.secondary">
            Genuine hardware with warranty, priced in rupees. Visit our shop or get it delivered.
          </Typography>
        </Box>
        <CatalogFilters filter={filter} onChange={setFilter} brands={brands} />
        {/* The line is there from the start, so the grid below does not move when the count arrives. */}
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: "1.43em" }}>
          {catalog.data && (
            <>
              {catalog.data.length} {catalog.data.length === 1 ? "product" : "products"}
              {filter.category ? ` in ${filter.category}` : ""}
              {filter.q ? ` matching "${filter.q}"` : ""}
            </>
          )}
        </Typography>
        <Box sx={{ opacity: catalog.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
          <ProductGrid
            products={catalog.data}
            isPending={catalog.isPending}
            isError={catalog.isError}
            onRetry={() => catalog.refetch()}
            filtered={filtered}
            onClearFilters={() => setFilter({ q: "", category: "", brand: "", minPrice: "", maxPrice: "" })}
            suggestions={suggestions.data}
            onSuggestion={(q) => setFilter({ q })}
          />
        </Box>
        <CompareBar />
        <PopularProducts />
        <Box sx={{ pt: { xs: 3, md: 5 } }}>
          <OurProducts software={software.data} />
        </Box>
        <Box sx={{ pt: { xs: 2, md: 3 } }}>
          <SoftwareOfferings
            software={software.data}
            isPending={software.isPending}
            isError={software.isError}
          />
        </Box>
      </Stack>
    </Container>
  );
}
