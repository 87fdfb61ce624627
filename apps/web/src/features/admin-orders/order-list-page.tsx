import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  Pagination,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from "@mui/material";
import { FILTER_LABELS, ORDER_FILTERS, type OrderFilter } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { ADMIN_PAGE_SIZE } from "@shop/shared/paging";
import { useEffect, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { useAdminCards } from "../../lib/card-list.tsx";
import { DayField } from "../../lib/day-field.tsx";
import { NewOrderNotice } from "../../lib/new-order-notice.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { type DeskQuery, useDeleteOrder, useExportCsv, useOrderDesk } from "./admin-orders-api.ts";
import { DeleteOrderDialog, orderName } from "./delete-order-dialog.tsx";
import { OrderCards, OrderTable } from "./order-list-rows.tsx";

/** The desk's filters live in the address, so a reload, a shared link or Back keeps them. */
function useDeskQuery(): [DeskQuery, (change: Partial<DeskQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const status = search.get("status");
  const query: DeskQuery = {
    status: ORDER_FILTERS.includes(status as OrderFilter) ? (status as OrderFilter) : undefined,
    q: search.get("q") ?? undefined,
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
    page: Math.max(1, Number(search.get("page")) || 1),
  };
  // From the address as it is now, not as the last render saw it: the router renders a new
  // address in a transition, so a second quick change (a tab, then a date) would drop the first.
  const change = (next: Partial<DeskQuery>) =>
    setSearch(
      () => {
        const params = new URLSearchParams(window.location.search);
        params.delete("page");
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === "" || (key === "page" && value === 1)) params.delete(key);
          else params.set(key, String(value));
        }
        return params;
      },
      { replace: true },
    );
  return [query, change];
}

/**
 * The order desk (the admin's order list, headed Order Detail): newest first, 25 a page, with a
 * tab per status and its count, a search by order number, name or phone, a range of Nepal dates,
 * and the filtered orders as a CSV file. On a phone each order is a card.
 */
export function OrderListPage() {
  usePageTitle("Order Detail");
  const [query, change] = useDeskQuery();
  const orders = useOrderDesk(query);
  const exportCsv = useExportCsv();
  const phone = useAdminCards();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const remove = useDeleteOrder(() => setDeleting(null));

  // The search is sent once typing pauses, not on every key; not once the owner has clicked away
  // (the next screen may still be loading, and the search would pull them back here).
  const [typed, setTyped] = useState(query.q ?? "");
  const leaving = useNavigation().state !== "idle";
  // A search looks across every status: a match under Cancelled is found from any tab, and the
  // tabs then count the matches in each status.
  useEffect(() => {
    const trimmed = typed.trim();
    if (leaving || trimmed === (query.q ?? "")) return;
    const timer = setTimeout(() => change({ q: trimmed || undefined, status: undefined }), 350);
    return () => clearTimeout(timer);
  });

  // Export of a filter that holds no order says so (it stays until the filters change) instead of
  // downloading an empty file.
  const [nothingToExport, setNothingToExport] = useState(false);
  const filterKey = JSON.stringify([query.status, query.q, query.from, query.to]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the note belongs to the filters it was given for
  useEffect(() => setNothingToExport(false), [filterKey]);

  const counts = orders.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / ADMIN_PAGE_SIZE)) : 1;
  const filters = { status: query.status, q: query.q, from: query.from, to: query.to };
  const filtered = Boolean(query.status || query.q || query.from || query.to);
  const tabLabel = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

  return (
    <Stack spacing={2}>
      <NewOrderNotice />
      <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", md: "2rem" } }}>
          Order Detail
        </Typography>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={exportCsv.isPending}
          onClick={() => {
            if (orders.data?.total === 0) setNothingToExport(true);
            else exportCsv.mutate(filters);
          }}
        >
          Export CSV
        </Button>
      </Stack>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          size="small"
          label="Search orders"
          placeholder="Order number, name or phone"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, minWidth: { sm: 240 }, bgcolor: "background.paper" }}
        />
        <Stack direction="row" spacing={1.5}>
          {(["from", "to"] as const).map((end) => (
            <DayField
              key={end}
              label={end === "from" ? "From (Nepal date)" : "To (Nepal date)"}
              value={query[end]}
              onChange={(day) => change({ [end]: day })}
            />
          ))}
        </Stack>
        {filtered && (
          <Button
            onClick={() => {
              setTyped("");
              change({ status: undefined, q: undefined, from: undefined, to: undefined });
            }}
          >
            Clear
          </Button>
        )}
      </Stack>

      <Tabs
        value={query.status ?? "all"}
        onChange={(_e, value: OrderFilter | "all") => change({ status: value === "all" ? undefined : value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Order status"
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="all" label={tabLabel("All", all)} />
        {ORDER_FILTERS.map((f) => (
          <Tab key={f} value={f} label={tabLabel(FILTER_LABELS[f], counts?.[f])} />
        ))}
      </Tabs>

      {nothingToExport && (
        <Alert severity="info" role="status" onClose={() => setNothingToExport(false)}>
          Nothing to export: no orders match these filters.
        </Alert>
      )}
      {orders.isError && <Alert severity="error">{failureMessage(orders.error)}</Alert>}
      {orders.isPending && <CircularProgress aria-label="Loading orders" />}
      {orders.data && orders.data.total === 0 && filtered && !orders.isPlaceholderData && (
        <Typography role="status" sx={{ fontWeight: 500 }}>
          No orders found
        </Typography>
      )}
      {orders.data && (
        <Box sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: "opacity 0.2s" }}>
          {phone ? (
            <OrderCards orders={orders.data.items} onDelete={setDeleting} />
          ) : (
            <OrderTable orders={orders.data.items} onDelete={setDeleting} />
          )}
        </Box>
      )}
      {orders.data && orders.data.total > 0 && (
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: "center" }}
        >
          <Typography variant="body2" color="textSecondary" role="status">
            {(query.page - 1) * ADMIN_PAGE_SIZE + 1}–
            {Math.min(query.page * ADMIN_PAGE_SIZE, orders.data.total)} of {orders.data.total} orders
          </Typography>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(query.page, pages)}
              onChange={(_e, page) => change({ page })}
              color="primary"
              siblingCount={phone ? 0 : 1}
              aria-label="Order pages"
            />
          )}
        </Stack>
      )}
      <DeleteOrderDialog
        name={deleting ? orderName(deleting) : ""}
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Stack>
  );
}
