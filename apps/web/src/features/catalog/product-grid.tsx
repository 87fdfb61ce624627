import { Alert, Box, Button, Card, CardContent, Grid, Skeleton, Typography } from "@mui/material";
import type { Product } from "@shop/shared/products";
import { CARD_PADDING, CARD_PRICE_TEXT, CARD_TITLE_TEXT, ProductCard } from "./product-card.tsx";

const cell = { xs: 6, sm: 4, md: 3 } as const;

/** Placeholders built like the cards they stand for, so nothing moves when the products arrive. */
export function ProductGridSkeleton() {
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Grid key={i} size={cell}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: "4 / 3", height: "auto" }} />
            <CardContent sx={{ display: "flex", flexDirection: "column", gap: 0.5, p: CARD_PADDING }}>
              <Typography variant="caption">
                <Skeleton width="50%" />
              </Typography>
              <Typography component="div" sx={{ ...CARD_TITLE_TEXT, minHeight: "2.6em" }}>
                <Skeleton width="90%" />
              </Typography>
              <Box sx={{ pt: 0.5 }}>
                <Typography sx={CARD_PRICE_TEXT}>
                  <Skeleton width="40%" />
                </Typography>
                <Typography variant="caption" component="p" sx={{ minHeight: "1.66em" }} />
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

interface Props {
  products: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry(): void;
  filtered: boolean;
  onClearFilters(): void;
}

/** The product grid with its loading, error and empty states: never a blank page. */
export function ProductGrid({ products, isPending, isError, onRetry, filtered, onClearFilters }: Props) {
  if (isPending) return <ProductGridSkeleton />;
  if (isError || !products) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        The products could not be loaded. Please check your connection and try again.
      </Alert>
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
        {filtered && (
          <Button variant="outlined" onClick={onClearFilters}>
            Show all products
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {products.map((p) => (
        <Grid key={p.id} size={cell} component="li">
          <ProductCard product={p} />
        </Grid>
      ))}
    </Grid>
  );
}
