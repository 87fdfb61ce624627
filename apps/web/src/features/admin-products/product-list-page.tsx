import AddBoxOutlinedIcon from "@mui/icons-material/AddBoxOutlined";
import EditIcon from "@mui/icons-material/Edit";
import HistoryIcon from "@mui/icons-material/History";
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  TableCell,
  TableRow,
  Tooltip,
} from "@mui/material";
import { cut } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import { formatRupees } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminSearchField, AdminTable } from "../../lib/admin-table.tsx";
import { authApi, failureMessage } from "../../lib/api.ts";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { AddQuantityDialog } from "./add-quantity-dialog.tsx";
import { useAdminProducts } from "./products-api.ts";

/** SPEC 2.5: search by name, brand or model, case-insensitive substring. */
function matches(p: Product, text: string): boolean {
  const q = text.trim().toLowerCase();
  return !q || [p.name, p.brand, p.model].some((field) => field.toLowerCase().includes(q));
}

function PhotoCell({ url, name }: { url: string | null; name: string }) {
  if (!url) return <TableCell>-</TableCell>;
  return (
    <TableCell>
      <MuiLink href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${name}`}>
        <Box
          component="img"
          src={url.replace(/\.webp$/, "-thumb.webp")}
          alt={name}
          loading="lazy"
          sx={{
            width: 44,
            height: 44,
            objectFit: "contain",
            bgcolor: "#fff",
            borderRadius: 1,
            display: "block",
          }}
        />
      </MuiLink>
    </TableCell>
  );
}

const COLUMNS = [
  "S.N.",
  "Name",
  "Brand",
  "Model",
  "Price",
  "Category",
  "Saved price",
  "Quantity",
  "Description",
  "Main photo",
  "Photo 1",
  "Photo 2",
  "Photo 3",
  "Actions",
];

/** ad-productList: every product with its actions (edit, delete/restore, add quantity, history). */
export function ProductListPage() {
  usePageTitle("Product list");
  const { data, isPending, isError, refetch } = useAdminProducts();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [confirming, setConfirming] = useState<Product | null>(null);
  const [restocking, setRestocking] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = useMemo(() => (data ?? []).filter((p) => matches(p, search)), [data, search]);

  const toggleDeleted = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      if (confirming.deleted) {
        await authApi.patch(`/products/restore/${confirming.id}`);
        toast("product restored successfully", "success");
      } else {
        await authApi.delete(`/products/delete/${confirming.id}`);
        toast(MSG.productDeleted, "success");
      }
      await queryClient.invalidateQueries({ queryKey: ["products"] });
      setConfirming(null);
    } catch (error) {
      toast(failureMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Product list"
        action={{ to: "/admin/ad-product", label: "Add product", icon: <AddBoxOutlinedIcon /> }}
      />
      <AdminSearchField
        label="Search by name, brand or model"
        value={search}
        onChange={setSearch}
        width={360}
      />
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Try again
            </Button>
          }
        >
          The products could not be loaded.
        </Alert>
      ) : (
        <AdminTable
          label="Products"
          columns={COLUMNS}
          pending={isPending}
          placeholderRows={3}
          empty={rows.length === 0}
          emptyText="No products found"
        >
          {rows.map((p, i) => (
            <TableRow key={p.id} hover sx={p.deleted ? { bgcolor: "grey.100" } : undefined}>
              <TableCell>{i + 1}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                {p.name}
                {p.deleted && <Chip label="Deleted" size="small" color="warning" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{p.brand}</TableCell>
              <TableCell>{p.model}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>Rs {formatRupees(p.price)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{p.category}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>Rs {formatRupees(p.youSaved)}</TableCell>
              <TableCell sx={{ color: p.quantity === 0 ? "error.main" : undefined, fontWeight: 600 }}>
                {p.quantity}
              </TableCell>
              <TableCell title={p.description} sx={{ whiteSpace: "nowrap" }}>
                {cut(p.description)}
              </TableCell>
              <PhotoCell url={p.mainFileName} name={`${p.name}: main photo`} />
              <PhotoCell url={p.optionalFile1Name} name={`${p.name}: photo 1`} />
              <PhotoCell url={p.optionalFile2Name} name={`${p.name}: photo 2`} />
              <PhotoCell url={p.optionalFile3Name} name={`${p.name}: photo 3`} />
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Tooltip title="Edit">
                  <IconButton
                    component={Link}
                    to={`/admin/ad-productUpdate/${p.id}`}
                    aria-label={`Edit ${p.name}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Button
                  size="small"
                  color={p.deleted ? "primary" : "error"}
                  onClick={() => setConfirming(p)}
                  aria-label={`${p.deleted ? "Restore" : "Delete"} ${p.name}`}
                >
                  {p.deleted ? "Restore" : "Delete"}
                </Button>
                <Tooltip title="Add quantity">
                  <IconButton onClick={() => setRestocking(p)} aria-label={`Add quantity to ${p.name}`}>
                    <AddBoxOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="History">
                  <IconButton
                    component={Link}
                    to={`/admin/product/history/${p.id}`}
                    aria-label={`History of ${p.name}`}
                  >
                    <HistoryIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={confirming !== null}
        itemName={confirming?.name ?? ""}
        verb={confirming?.deleted ? "Restore" : "Delete"}
        busy={busy}
        onConfirm={toggleDeleted}
        onClose={() => setConfirming(null)}
      />
      <AddQuantityDialog product={restocking} onClose={() => setRestocking(null)} />
    </>
  );
}
