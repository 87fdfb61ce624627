import AddBoxOutlinedIcon from "@mui/icons-material/AddBoxOutlined";
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { MSG } from "@shop/shared/messages";
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type Product,
  type ProductStatus,
} from "@shop/shared/products";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminSearchField } from "../../lib/admin-table.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { ConfirmDialog, itemConfirm } from "../../lib/confirm-dialog.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { AddQuantityDialog } from "./add-quantity-dialog.tsx";
import { PAGE_SIZES, readAdded, readListParams, writeListParams } from "./list-params.ts";
import { ProductCards, ProductTable } from "./product-rows.tsx";
import { useAdminProductPage, useSetProductDeleted } from "./products-api.ts";

/** How long typing pauses before the search goes to the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * ad-productList: the owner's working list. Search (name, brand or model) and the status filter
 * run on the server, a page at a time; each product shows picture, name, price, stock and status,
 * with Edit, Restock, History and Delete/Restore always in view (cards on a phone).
 */
export function ProductListPage() {
  usePageTitle("Product list");
  const [params, setParams] = useSearchParams();
  const query = readListParams(params);
  const added = readAdded(params);
  const { data, isPending, isError, isFetching, refetch } = useAdminProductPage(query);
  const setDeleted = useSetProductDeleted(({ deleted }) =>
    toast(deleted ? MSG.productDeleted : "product restored successfully", "success"),
  );
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [search, setSearch] = useState(query.q);
  const [confirming, setConfirming] = useState<Product | null>(null);
  const [restocking, setRestocking] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (change: Partial<typeof query>) =>
    setParams(writeListParams({ ...query, page: 1, ...change }), { replace: true });

  // The search goes to the address (and so to the server) once typing pauses.
  useEffect(() => {
    if (search.trim() === query.q.trim()) return;
    const timer = setTimeout(() => go({ q: search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  // A page left empty (its last product deleted or filtered away) shows the last page there is.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.pageSize)) : 1;
  useEffect(() => {
    if (data && query.page > lastPage) go({ page: lastPage });
  });

  const toggleDeleted = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await setDeleted.mutateAsync({ id: confirming.id, deleted: !confirming.deleted });
      setConfirming(null);
    } catch (error) {
      toast(failureMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };

  const products = data?.items ?? [];
  const rows = {
    products,
    pending: isPending,
    highlighted: added,
    onDeleteToggle: setConfirming,
    onRestock: setRestocking,
  };
  const addedProduct = added === null ? undefined : products.find((p) => p.id === added);
  return (
    <>
      <AdminPageHeader title="Product list">
        <Button
          component={Link}
          to="/admin/ad-product"
          variant="contained"
          startIcon={<AddBoxOutlinedIcon />}
        >
          Add product
        </Button>
      </AdminPageHeader>
      {addedProduct && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => setParams(writeListParams(query), { replace: true })}
        >
          Added: <strong>{addedProduct.name}</strong>.{" "}
          <Link to={`/singleProduct/${addedProduct.id}`}>View it</Link> ·{" "}
          <Link to="/admin/ad-product">Add another</Link>
        </Alert>
      )}
      {/* A plain flex row: Stack would zero the fields' own bottom margins. */}
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, columnGap: 2 }}>
        <AdminSearchField
          label="Search by name, brand or model"
          value={search}
          onChange={setSearch}
          width={320}
        />
        <TextField
          select
          size="small"
          label="Show"
          value={query.status}
          onChange={(e) => go({ status: e.target.value as ProductStatus | "" })}
          sx={{ mb: 2, width: { xs: "100%", sm: 200 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All products</MenuItem>
          {PRODUCT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
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
        <Stack spacing={1} sx={{ opacity: isFetching && !isPending ? 0.6 : 1, transition: "opacity .2s" }}>
          {phone ? <ProductCards {...rows} /> : <ProductTable {...rows} />}
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={query.page - 1}
            onPageChange={(_event, page) => go({ page: page + 1 })}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onRowsPerPageChange={(e) => go({ pageSize: Number(e.target.value) })}
            labelRowsPerPage={phone ? "Per page" : "Products per page"}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        {...itemConfirm(confirming?.name ?? "", confirming?.deleted ? "Restore" : "Delete")}
        busy={busy}
        onConfirm={toggleDeleted}
        onClose={() => setConfirming(null)}
      />
      <AddQuantityDialog product={restocking} onClose={() => setRestocking(null)} />
    </>
  );
}
