import { Box, Button, Typography } from "@mui/material";
import type { Product } from "@shop/shared/products";
import { PlainAlert, Skel } from "../../lib/plain-ui.tsx";
import { ProductCard } from "./product-card.tsx";

/** Cards whose pictures are asked for at once: the first screenful on a phone (two rows of two). */
const EAGER_CARDS = 4;

/** Placeholders built like the cards they stand for, so nothing moves when the products arrive. */
export function ProductGridSkeleton() {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the same attributes as the MUI grid it replaced
    <div className="cat-grid" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="pc">
          <Skel variant="rect" style={{ aspectRatio: "4 / 3", borderRadius: 0 }} />
          <div className="pc-body">
            <span className="pc-meta">
              <Skel width="50%" />
            </span>
            <div className="pc-title">
              <Skel width="90%" />
            </div>
            <div className="pc-foot">
              <p className="pc-price">
                <Skel width="40%" />
              </p>
              <p className="pc-old" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

interface Props {
  products: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry(): void;
  filtered: boolean;
  onClearFilters(): void;
  /** Searches close to one that found nothing, each offered as a new search. */
  suggestions?: string[] | undefined;
  onSuggestion?(q: string): void;
}

/** The product grid with its loading, error and empty states: never a blank page. */
export function ProductGrid({
  products,
  isPending,
  isError,
  onRetry,
  filtered,
  onClearFilters,
  suggestions,
  onSuggestion,
}: Props) {
  if (isPending) return <ProductGridSkeleton />;
  if (isError || !products) {
    return (
      <PlainAlert
        severity="error"
        action={
          <button type="button" className="pu-text-button" onClick={onRetry}>
            Try again
          </button>
        }
      >
        The products could not be loaded. Please check your connection and try again.
      </PlainAlert>
    );
  }
  if (products.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 6 }}>
        <Typography variant="h3" component="p" gutterBottom>
          No products found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {filtered ? "Try another search or category." : "New stock is on its way. Please check back soon."}
        </Typography>
        {filtered && suggestions && suggestions.length > 0 && onSuggestion && (
          <Box
            role="group"
            aria-label="Did you mean"
            sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "center", mb: 2 }}
          >
            <Typography component="span" sx={{ alignSelf: "center" }}>
              Did you mean:
            </Typography>
            {suggestions.slice(0, 3).map((s) => (
              <Button key={s} variant="text" onClick={() => onSuggestion(s)} sx={{ textTransform: "none" }}>
                {s}
              </Button>
            ))}
          </Box>
        )}
        {filtered && (
          <Button variant="outlined" onClick={onClearFilters}>
            Show all products
          </Button>
        )}
      </Box>
    );
  }
  return (
    <ul className="cat-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
