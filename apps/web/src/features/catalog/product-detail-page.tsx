import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Container, Grid, Link as MuiLink, Stack, Typography } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { formatRs, formatRupees } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCart } from "../../lib/cart-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PlainAlert, PlainChip, Skel } from "../../lib/plain-ui.tsx";
import { QuantityStepper } from "../../lib/quantity-stepper.tsx";
import { mediaCondition, theme } from "../../lib/theme.ts";
import { toast } from "../../lib/toast.tsx";
import { useProduct } from "./catalog-api.ts";
import { CompareBar, CompareToggle } from "./compare-controls.tsx";
import { ProductSpecs } from "./product-specs.tsx";

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
    <Stack spacing={1.5}>
      <Box
        component="img"
        src={current}
        // The server keeps each picture at 1200 px and 400 px (WebP): a small screen takes the small one.
        srcSet={`${thumbnailOf(current)} 400w, ${current} 1200w`}
        sizes={`${mediaCondition(theme.breakpoints.up("md"))} 560px, 100vw`}
        width={1200}
        height={900}
        fetchPriority="high"
        alt={product.name}
        data-testid="main-picture"
        sx={{
          height: "auto",
          width: "100%",
          aspectRatio: "4 / 3",
          objectFit: "contain",
          bgcolor: "common.white",
          borderRadius: 2,
          border: 1,
          borderColor: "divider",
        }}
      />
      {all.length > 1 && (
        <Stack direction="row" spacing={1} role="group" aria-label="Pictures">
          {all.map((src, i) => (
            <Box
              key={src}
              component="button"
              type="button"
              onClick={() => setShown(i)}
              aria-label={`Show picture ${i + 1}`}
              aria-pressed={i === shown}
              sx={{
                p: 0,
                width: 76,
                height: 76,
                bgcolor: "common.white",
                cursor: "pointer",
                borderRadius: 1.5,
                border: 2,
                borderColor: i === shown ? "primary.main" : "divider",
                overflow: "hidden",
              }}
            >
              <Box
                component="img"
                src={thumbnailOf(src)}
                alt=""
                width={76}
                height={76}
                sx={{ width: "100%", height: "100%", objectFit: "contain", display: "block" }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The quantity picker (1 up to the stock) and Add To Cart, which adds that many pieces. */
function AddToCart({ product }: { product: Product }) {
  const add = useCart((s) => s.add);
  const inCart = useCart((s) => s.lines.some((l) => l.id === product.id));
  const [quantity, setQuantity] = useState(1);
  if (product.quantity <= 0) {
    return (
      <Button variant="contained" size="large" disabled fullWidth sx={{ maxWidth: { sm: 320 } }}>
        Out of stock
      </Button>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", maxWidth: { sm: 420 } }}>
        <QuantityStepper
          name={product.name}
          value={Math.min(quantity, product.quantity)}
          min={1}
          max={product.quantity}
          onChange={setQuantity}
        />
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartIcon />}
          fullWidth
          sx={{ minHeight: 48 }}
          onClick={() => {
            if (add(product, quantity) === "added") toast(`${product.name} ${MSG.addedToCart}`, "success");
            else toast(`${product.name} ${MSG.alreadyInCart}`, "warning");
          }}
        >
          Add To Cart
        </Button>
      </Stack>
      {inCart && (
        <MuiLink component={Link} to="/cart" variant="body2">
          In your cart: go to cart
        </MuiLink>
      )}
    </Stack>
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
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={Link} to="/product" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        All products
      </Button>
      {notFound ? (
        <Box sx={{ textAlign: "center", py: 6 }}>
          <Typography variant="h1" gutterBottom>
            Product not available
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            This product is no longer in our catalog.
          </Typography>
          <Button variant="contained" component={Link} to="/product">
            Browse products
          </Button>
        </Box>
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
        <Grid container spacing={{ xs: 2, md: 4 }} aria-busy="true">
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={1.5}>
              <Skel variant="rounded" style={{ aspectRatio: "4 / 3" }} />
              <Skel variant="rounded" width={76} height={76} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skel width="40%" />
            <Skel height={48} />
            <Skel width="50%" />
            <Skel height={120} />
          </Grid>
        </Grid>
      ) : (
        <Grid container spacing={{ xs: 2, md: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Gallery key={product.id} product={product} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
                <PlainChip label={product.category} variant="outlined" />
                {product.quantity > 0 ? (
                  <PlainChip label={`In stock: ${product.quantity}`} color="success" variant="outlined" />
                ) : (
                  <PlainChip label="Out of stock" color="error" />
                )}
              </Stack>
              <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", md: "2rem" } }}>
                {product.name}
              </Typography>
              {(product.brand || product.model) && (
                <Typography color="text.secondary">
                  {[product.brand, product.model].filter(Boolean).join(" · ")}
                </Typography>
              )}
              <Box>
                <Typography sx={{ fontSize: "1.6rem", fontWeight: 700, color: "primary.main" }}>
                  Now RS {formatRupees(product.price)}
                </Typography>
                {product.youSaved > 0 && (
                  <Typography sx={{ color: "success.main", fontWeight: 600 }}>
                    you saved {formatRs(product.youSaved)}
                  </Typography>
                )}
              </Box>
              <AddToCart product={product} />
              <div>
                <CompareToggle id={product.id} name={product.name} />
              </div>
              <Box sx={{ pt: 1 }}>
                <Typography variant="h3" component="h2" gutterBottom>
                  Description
                </Typography>
                <Typography sx={{ whiteSpace: "pre-line" }}>{product.description}</Typography>
              </Box>
              <ProductSpecs specs={product.specs} />
            </Stack>
          </Grid>
        </Grid>
      )}
      <CompareBar />
    </Container>
  );
}
