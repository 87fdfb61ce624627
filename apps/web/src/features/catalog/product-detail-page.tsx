import "./product-detail.css";
import { MSG } from "@shop/shared/messages";
import { formatRs, formatRupees } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { warrantyLabel } from "@shop/shared/warranty-label";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Icon } from "../../layouts/shell-icons.tsx";
import { useCart } from "../../lib/cart-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PlainAlert, PlainChip, Skel } from "../../lib/plain-ui.tsx";
import { QuantityStepper } from "../../lib/quantity-stepper.tsx";
import { mediaUp } from "../../lib/theme-tokens.ts";
import { toast } from "../../lib/toast.tsx";
import { useProduct } from "./catalog-api.ts";
import { CompareBar, CompareToggle } from "./compare-controls.tsx";
import { ProductSpecs } from "./product-specs.tsx";

// MUI's ArrowBack and AddShoppingCart icons: the same paths, drawn without MUI's SvgIcon.
const BACK_ICON = "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z";
const ADD_TO_CART_ICON =
  "M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25";

function pictures(p: Product): string[] {
  return [p.mainFileName, p.optionalFile1Name, p.optionalFile2Name, p.optionalFile3Name].filter(
    (x): x is string => Boolean(x),
  );
}

/** The 400 px copy the server keeps beside every product picture. */
const thumbnailOf = (src: string) => src.replace(/\.webp$/, "-thumb.webp");

/** Main picture with up to three thumbnails; a click on a thumbnail swaps the main picture. */
function Gallery({ product }: { product: Product }) {
  const all = pictures(product);
  const [shown, setShown] = useState(0);
  const current = all[shown] ?? product.mainFileName;
  return (
    <div className="pd-stack">
      <img
        className="pd-picture"
        src={current}
        // The server keeps each picture at 1200 px and 400 px (WebP): a small screen takes the small one.
        srcSet={`${thumbnailOf(current)} 400w, ${current} 1200w`}
        sizes={`${mediaUp("md")} 560px, 100vw`}
        width={1200}
        height={900}
        fetchPriority="high"
        alt={product.name}
        data-testid="main-picture"
      />
      {all.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a border and spacing the row does not have
        <div className="pd-thumbs" role="group" aria-label="Pictures">
          {all.map((src, i) => (
            <button
              key={src}
              type="button"
              className="pd-thumb"
              onClick={() => setShown(i)}
              aria-label={`Show picture ${i + 1}`}
              aria-pressed={i === shown}
            >
              <img src={thumbnailOf(src)} alt="" width={76} height={76} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The shop's own warranty, counted from the day of sale; nothing is said of a product sold without. */
function WarrantyChip({ months }: { months: number }) {
  const label = warrantyLabel(months);
  return label ? <PlainChip label={label} variant="outlined" /> : null;
}

/** The quantity picker (1 up to the stock) and Add To Cart, which adds that many pieces. */
function AddToCart({ product }: { product: Product }) {
  const add = useCart((s) => s.add);
  const inCart = useCart((s) => s.lines.some((l) => l.id === product.id));
  const [quantity, setQuantity] = useState(1);
  if (product.quantity <= 0) {
    return (
      <button
        type="button"
        className="pu-button pu-button-contained pu-button-large pu-button-full pd-sold-out"
        disabled
      >
        Out of stock
      </button>
    );
  }
  return (
    <div className="pd-buy">
      <div className="pd-buy-row">
        <QuantityStepper
          name={product.name}
          value={Math.min(quantity, product.quantity)}
          min={1}
          max={product.quantity}
          onChange={setQuantity}
        />
        <button
          type="button"
          className="pu-button pu-button-contained pu-button-large pu-button-full pd-add"
          onClick={() => {
            if (add(product, quantity) === "added") toast(`${product.name} ${MSG.addedToCart}`, "success");
            else toast(`${product.name} ${MSG.alreadyInCart}`, "warning");
          }}
        >
          <Icon d={ADD_TO_CART_ICON} />
          Add To Cart
        </button>
      </div>
      {inCart && (
        <Link to="/cart" className="pd-cart-link">
          In your cart: go to cart
        </Link>
      )}
    </div>
  );
}

export function ProductDetailPage() {
  const { id } = useParams();
  const productId = Number(id);
  const { data: product, isPending, isError, error, refetch } = useProduct(productId);
  usePageTitle(product?.name ?? "Product", product?.description.slice(0, 150));
  const notFound =
    !Number.isInteger(productId) ||
    productId <= 0 ||
    (error as { response?: { status?: number } } | null)?.response?.status === 404;

  return (
    <div className="sh-container">
      <div className="pd-page">
        <Link to="/product" className="pu-button pd-back">
          <Icon d={BACK_ICON} />
          All products
        </Link>
        {notFound ? (
          <div className="pd-missing">
            <h1 className="pu-h1">Product not available</h1>
            <p className="pu-muted">This product is no longer in our catalog.</p>
            <Link to="/product" className="pu-button pu-button-contained">
              Browse products
            </Link>
          </div>
        ) : isError ? (
          <PlainAlert
            severity="error"
            action={
              <button type="button" className="pu-text-button" onClick={() => refetch()}>
                Try again
              </button>
            }
          >
            The product could not be loaded. Please check your connection and try again.
          </PlainAlert>
        ) : isPending || !product ? (
          // Laid out like the page it stands for (same gaps, the picture and its row of thumbnails),
          // so the details do not jump down when the product arrives.
          <div className="pd-grid" aria-busy="true">
            <div className="pd-stack">
              <Skel variant="rounded" style={{ aspectRatio: "4 / 3" }} />
              <Skel variant="rounded" width={76} height={76} />
            </div>
            <div>
              <Skel width="40%" />
              <Skel height={48} />
              <Skel width="50%" />
              <Skel height={120} />
            </div>
          </div>
        ) : (
          <div className="pd-grid">
            <Gallery key={product.id} product={product} />
            <div className="pd-stack pd-info">
              <div className="pd-chips">
                <PlainChip label={product.category} variant="outlined" />
                {product.quantity > 0 ? (
                  <PlainChip label={`In stock: ${product.quantity}`} color="success" variant="outlined" />
                ) : (
                  <PlainChip label="Out of stock" color="error" />
                )}
                <WarrantyChip months={product.warrantyMonths} />
              </div>
              <h1 className="pd-title">{product.name}</h1>
              {(product.brand || product.model) && (
                <p className="pu-muted">{[product.brand, product.model].filter(Boolean).join(" · ")}</p>
              )}
              <div>
                <p className="pd-price">Now RS {formatRupees(product.price)}</p>
                {product.youSaved > 0 && <p className="pd-saved">you saved {formatRs(product.youSaved)}</p>}
              </div>
              <AddToCart product={product} />
              <div>
                <CompareToggle id={product.id} name={product.name} />
              </div>
              <div className="pd-section">
                {/* The theme's h3 on an h2: the page's outline skips no level. */}
                <h2 className="pu-h3">Description</h2>
                <p className="pd-desc">{product.description}</p>
              </div>
              <ProductSpecs specs={product.specs} />
            </div>
          </div>
        )}
        <CompareBar />
      </div>
    </div>
  );
}
