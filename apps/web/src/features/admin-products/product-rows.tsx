import { Box, Paper, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { AdminTable } from "../../lib/admin-table.tsx";
import { CardList } from "../../lib/card-list.tsx";
import { palette } from "../../lib/theme-tokens.ts";
import { ProductActions } from "./product-actions.tsx";
import { ProductStatusChip } from "./product-status-chip.tsx";

interface Props {
  products: Product[];
  pending: boolean;
  /** The product just added: marked until the owner moves on. */
  highlighted?: number | null;
  onDeleteToggle(product: Product): void;
  onRestock(product: Product): void;
}

function Thumbnail({ product, size }: { product: Product; size: number }) {
  return (
    <Box
      component="img"
      src={product.thumbnailName}
      alt=""
      loading="lazy"
      sx={{
        width: size,
        height: size,
        objectFit: "contain",
        bgcolor: "common.white",
        borderRadius: 1,
        border: 1,
        borderColor: "divider",
        display: "block",
        flexShrink: 0,
      }}
    />
  );
}

/** Brand, model and category under the name: what tells two similar products apart. */
function Details({ product }: { product: Product }) {
  const line = [product.brand, product.model, product.category].filter(Boolean).join(" · ");
  return (
    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
      {line}
    </Typography>
  );
}

function Stock({ product }: { product: Product }) {
  return (
    <Typography
      component="span"
      sx={{ fontWeight: 700, color: product.quantity === 0 && !product.deleted ? "error.main" : undefined }}
    >
      {product.quantity}
    </Typography>
  );
}

/**
 * The product list on a wider screen: picture, name, price, stock and status first, then the
 * actions; no sideways scrolling at 1366 px. Photos and the long description are on the edit page.
 */
/** The look of the product just added: a green wash and a green edge. */
const ADDED = { bgcolor: alpha(palette.success, 0.1), boxShadow: `inset 4px 0 0 ${palette.success}` };

export function ProductTable({ products, pending, highlighted, onDeleteToggle, onRestock }: Props) {
  return (
    <AdminTable
      label="Products"
      columns={["Picture", "Name", "Price", "Stock", "Status", "Actions"]}
      pending={pending}
      placeholderRows={5}
      empty={products.length === 0}
      emptyText="No products found"
    >
      {products.map((p) => (
        <TableRow
          key={p.id}
          hover
          data-added={p.id === highlighted || undefined}
          sx={p.id === highlighted ? ADDED : p.deleted ? { bgcolor: "grey.100" } : undefined}
        >
          <TableCell sx={{ width: 64 }}>
            <Thumbnail product={p} size={48} />
          </TableCell>
          <TableCell sx={{ minWidth: 180 }}>
            <Typography sx={{ fontWeight: 500 }}>{p.name}</Typography>
            <Details product={p} />
          </TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatRs(p.price)}</TableCell>
          <TableCell>
            <Stock product={p} />
          </TableCell>
          <TableCell>
            <ProductStatusChip product={p} />
          </TableCell>
          <TableCell>
            <ProductActions product={p} onDeleteToggle={onDeleteToggle} onRestock={onRestock} />
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}

/** The same products as cards on a phone, every action in view below each. */
export function ProductCards({ products, pending, highlighted, onDeleteToggle, onRestock }: Props) {
  if (pending) return <Typography color="textSecondary">Loading products…</Typography>;
  if (products.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        No products found
      </Paper>
    );
  }
  return (
    <CardList
      items={products}
      label="Products"
      cardProps={(p) => ({
        "data-testid": `admin-product-${p.id}`,
        "data-added": p.id === highlighted || undefined,
        sx: p.id === highlighted ? ADDED : { bgcolor: p.deleted ? "grey.100" : undefined },
      })}
    >
      {(p) => (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
            <Thumbnail product={p} size={64} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{p.name}</Typography>
              <Details product={p} />
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 0.5, flexWrap: "wrap" }}>
                <Typography sx={{ fontWeight: 600 }}>{formatRs(p.price)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  Stock <Stock product={p} />
                </Typography>
                <ProductStatusChip product={p} />
              </Stack>
            </Box>
          </Stack>
          <Box sx={{ mt: 1 }}>
            <ProductActions product={p} onDeleteToggle={onDeleteToggle} onRestock={onRestock} />
          </Box>
        </>
      )}
    </CardList>
  );
}
