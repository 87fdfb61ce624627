import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { memo } from "react";
import { Link } from "react-router";
import { PlainChip } from "../../lib/plain-ui.tsx";
import { CompareToggle } from "./compare-controls.tsx";
import { usePrefetchProduct } from "./prefetch-product.ts";

/**
 * One product in the catalog grid: picture, name, price, saving and stock at a glance. Plain
 * elements styled by catalog.css (the look of MUI's outlined Card and CardActionArea): the catalog
 * shows 28 of them at once, on a phone too. `eager`: the first screenful's pictures are asked for
 * at once and first (the largest paint), the rest when they come near.
 *
 * Memoized: a page that draws again (a query of its own answering, a filter typed) leaves the
 * cards whose product did not change as they are, and the query cache keeps unchanged products
 * the same objects.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
}: {
  product: Product;
  eager?: boolean;
}) {
  const outOfStock = product.quantity <= 0;
  const prefetch = usePrefetchProduct(product.id);
  return (
    <div className={outOfStock ? "pc pc-out" : "pc"}>
      <Link to={`/singleProduct/${product.id}`} className="pc-link" {...prefetch}>
        <div className="pc-media">
          <img
            src={product.thumbnailName}
            alt={product.name}
            width={400}
            height={300}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
          />
          {outOfStock && <PlainChip label="Out of stock" color="error" strong />}
          {!outOfStock && product.youSaved > 0 && (
            <PlainChip label={`Save ${formatRs(product.youSaved)}`} color="success" strong />
          )}
        </div>
        <div className="pc-body">
          <span className="pc-meta">{[product.brand, product.category].filter(Boolean).join(" · ")}</span>
          {/* h2: the cards sit right under the page's h1 (no level skipped for screen readers). */}
          <h2 className="pc-title">{product.name}</h2>
          <div className="pc-foot">
            <p className="pc-price">{formatRs(product.price)}</p>
            {/* The old price keeps its line even when empty, so prices line up across a row. */}
            <p className="pc-old">
              {product.youSaved > 0 && <s>{formatRs(product.price + product.youSaved)}</s>}
            </p>
          </div>
        </div>
      </Link>
      <CompareToggle id={product.id} name={product.name} className="pu-text-button pc-compare" />
    </div>
  );
});
