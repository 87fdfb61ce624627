import { Box, Card, CardActionArea, CardContent, Chip, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useRef } from "react";
import { Link } from "react-router";
import { usePrefetchProduct } from "./prefetch-product.ts";

/** Measures the card and its placeholder share (product-grid.tsx), so they are the same height. */
export const CARD_PADDING = { xs: 1.25, sm: 2 } as const;
export const CARD_TITLE_TEXT = { fontSize: { xs: "0.9rem", sm: "1rem" }, lineHeight: 1.3 } as const;
export const CARD_PRICE_TEXT = { fontSize: { xs: "1rem", sm: "1.1rem" } } as const;

/** One product in the catalog grid: picture, name, price, saving and stock at a glance. */
export function ProductCard({ product }: { product: Product }) {
  const outOfStock = product.quantity <= 0;
  const card = useRef<HTMLDivElement>(null);
  const prefetch = usePrefetchProduct(card, product.id);
  return (
    <Card ref={card} variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardActionArea
        component={Link}
        to={`/singleProduct/${product.id}`}
        {...prefetch}
        sx={{ flex: 1, display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        <Box sx={{ position: "relative", bgcolor: "#fff", aspectRatio: "4 / 3" }}>
          <Box
            component="img"
            src={product.thumbnailName}
            alt={product.name}
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            sx={{
              width: "100%",
              height: "100%",
              objectFit: "contain",
              display: "block",
              opacity: outOfStock ? 0.55 : 1,
            }}
          />
          {outOfStock && (
            <Chip
              label="Out of stock"
              size="small"
              color="error"
              sx={{ position: "absolute", top: 8, left: 8, fontWeight: 600 }}
            />
          )}
          {!outOfStock && product.youSaved > 0 && (
            <Chip
              label={`Save ${formatRs(product.youSaved)}`}
              size="small"
              color="success"
              sx={{ position: "absolute", top: 8, left: 8, fontWeight: 600 }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: "flex", flexDirection: "column", gap: 0.5, p: CARD_PADDING }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {[product.brand, product.category].filter(Boolean).join(" · ")}
          </Typography>
          <Typography
            // h2: the cards sit right under the page's h1 (no level skipped for screen readers).
            component="h2"
            sx={{
              fontWeight: 600,
              ...CARD_TITLE_TEXT,
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
              minHeight: "2.6em",
            }}
          >
            {product.name}
          </Typography>
          <Box sx={{ mt: "auto", pt: 0.5 }}>
            <Typography sx={{ fontWeight: 700, color: "primary.main", ...CARD_PRICE_TEXT }}>
              {formatRs(product.price)}
            </Typography>
            {/* The old price keeps its line even when empty, so prices line up across a row. */}
            <Typography variant="caption" component="p" sx={{ color: "text.secondary", minHeight: "1.66em" }}>
              {product.youSaved > 0 && <Box component="s">{formatRs(product.price + product.youSaved)}</Box>}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
