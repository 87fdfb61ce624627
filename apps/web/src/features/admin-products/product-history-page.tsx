import ViewListIcon from "@mui/icons-material/ViewList";
import { Alert, Box, TableCell, TableRow, Typography } from "@mui/material";
import { useParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminTable } from "../../lib/admin-table.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { useAdminProduct, useProductHistory } from "./products-api.ts";

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
        <Typography color="textSecondary" sx={{ mb: 2 }}>
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
              <TableCell sx={{ fontSize: "0.8rem" }}>
                {/* In the time zone the row was written in, which the shop's own is unless it moved. */}
                <ShopDate iso={row.createdDate} timeZone={row.localTimeZone} stacked />
                {/* The date is shown with the zone it is in, so a row written elsewhere reads right. */}
                <Box component="span" sx={{ display: "block", color: "text.secondary", fontSize: "0.85em" }}>
                  {row.localTimeZone}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </>
  );
}
