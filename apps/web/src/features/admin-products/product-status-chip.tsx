import { Chip } from "@mui/material";
import { PRODUCT_STATUS_LABELS, type Product, productStatus } from "@shop/shared/products";

const COLORS = {
  active: "success",
  "low-stock": "warning",
  "out-of-stock": "error",
  deleted: "default",
} as const;

/** Active, Low stock, Out of stock or Deleted: what the owner needs to act on, at a glance. */
export function ProductStatusChip({ product }: { product: Product }) {
  const status = productStatus(product);
  return (
    <Chip
      size="small"
      label={PRODUCT_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === "active" ? "outlined" : "filled"}
    />
  );
}
