import AddBoxOutlinedIcon from "@mui/icons-material/AddBoxOutlined";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import HistoryIcon from "@mui/icons-material/History";
import RestoreFromTrashOutlinedIcon from "@mui/icons-material/RestoreFromTrashOutlined";
import { Button, Stack } from "@mui/material";
import type { Product } from "@shop/shared/products";
import { Link, useLocation } from "react-router";

interface Props {
  product: Product;
  onDeleteToggle(product: Product): void;
  onRestock(product: Product): void;
}

const BUTTON = { minHeight: 36, whiteSpace: "nowrap" } as const;

/**
 * A product's four actions, always in view: Edit (to ad-productUpdate/{id}), Restock (the add
 * quantity dialog), History, and Delete or Restore. Edit remembers the list's address, so saving
 * returns to the same search, filter and page.
 */
export function ProductActions({ product, onDeleteToggle, onRestock }: Props) {
  const here = useLocation();
  const from = `${here.pathname}${here.search}`;
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, alignItems: "center" }}>
      <Button
        component={Link}
        to={`/admin/ad-productUpdate/${product.id}`}
        state={{ from }}
        size="small"
        variant="outlined"
        startIcon={<EditIcon />}
        aria-label={`Edit ${product.name}`}
        sx={BUTTON}
      >
        Edit
      </Button>
      <Button
        size="small"
        startIcon={<AddBoxOutlinedIcon />}
        onClick={() => onRestock(product)}
        aria-label={`Restock ${product.name}`}
        sx={BUTTON}
      >
        Restock
      </Button>
      <Button
        component={Link}
        to={`/admin/product/history/${product.id}`}
        size="small"
        startIcon={<HistoryIcon />}
        aria-label={`History of ${product.name}`}
        sx={BUTTON}
      >
        History
      </Button>
      <Button
        size="small"
        color={product.deleted ? "primary" : "error"}
        startIcon={product.deleted ? <RestoreFromTrashOutlinedIcon /> : <DeleteOutlinedIcon />}
        onClick={() => onDeleteToggle(product)}
        aria-label={`${product.deleted ? "Restore" : "Delete"} ${product.name}`}
        sx={BUTTON}
      >
        {product.deleted ? "Restore" : "Delete"}
      </Button>
    </Stack>
  );
}
