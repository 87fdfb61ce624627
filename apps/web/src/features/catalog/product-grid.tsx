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
      <div className="cat-empty">
        <p className="pu-h3">No products found</p>
        <p className="cat-empty-hint pu-muted">
          {filtered ? "Try another search or category." : "New stock is on its way. Please check back soon."}
        </p>
        {filtered && suggestions && suggestions.length > 0 && onSuggestion && (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields; these are search buttons
          <div role="group" aria-label="Did you mean" className="cat-suggest">
            <span>Did you mean:</span>
            {suggestions.slice(0, 3).map((s) => (
              <button key={s} type="button" className="pu-button" onClick={() => onSuggestion(s)}>
                {s}
              </button>
            ))}
          </div>
        )}
        {filtered && (
          <button type="button" className="pu-button pu-button-outlined" onClick={onClearFilters}>
            Show all products
          </button>
        )}
      </div>
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
