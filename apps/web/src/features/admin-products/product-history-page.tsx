import ViewListIcon from "@mui/icons-material/ViewList";
import { Alert, TableCell, TableRow, Typography } from "@mui/material";
import type { ProductHistory } from "@shop/shared/products";
import { useParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminTable } from "../../lib/admin-table.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useAdminProduct, useProductHistory } from "./products-api.ts";

/** The date and time of a row in the shop's own time zone, then the zone's name (SPEC 2.5). */
function when(row: ProductHistory): string {
  const instant = new Date(row.createdDate);
  try {
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: row.localTimeZone, dateStyle: "short" }).format(
      instant,
    );
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: row.localTimeZone, timeStyle: "short" }).format(
      instant,
    );
    return `${date} ${time} ${row.localTimeZone}`;
  } catch {
    return `${row.createdDate.split("T")[0]} ${row.localTimeZone}`;
  }
}

/** product/history/:id: every stock change of a product, newest first. */
export function ProductHistoryPage() {
  usePageTitle("Product history");
  const id = Number(useParams().id);
  const product = useAdminProduct(id);
  const { data, isPending, isError } = useProductHistory(id);

  return (
    <>
      <AdminPageHeader
        title="Product history"
        action={{ to: "/admin/ad-productList", label: "View all products", icon: <ViewListIcon /> }}
      />
      {product.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {product.data.name}: {product.data.quantity} in stock
        </Typography>
      )}
      {isError ? (
        <Alert severity="error">The history could not be loaded. The product may not exist.</Alert>
      ) : (
        <AdminTable
          label="Stock history"
          columns={["Quantity", "Change type", "Remarks", "Date"]}
          pending={isPending}
          empty={data?.length === 0}
          emptyText="No products found"
          wrapHeadings
        >
          {data?.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ fontWeight: 700, color: row.quantity < 0 ? "error.main" : "success.main" }}>
                {row.quantity > 0 ? `+${row.quantity}` : row.quantity}
              </TableCell>
              <TableCell>{row.changeType}</TableCell>
              <TableCell>{row.remarks}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{when(row)}</TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </>
  );
}
