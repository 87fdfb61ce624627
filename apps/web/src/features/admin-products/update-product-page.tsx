import ViewListIcon from "@mui/icons-material/ViewList";
import { Alert, Chip, Skeleton, Stack } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { useLocation, useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { ProductForm } from "./product-form.tsx";
import { useAdminProduct, useSaveProduct } from "./products-api.ts";

/** ad-productUpdate/:id: the product's form, prefilled; pictures are replaced only when chosen. */
export function UpdateProductPage() {
  usePageTitle("Update product");
  const id = Number(useParams().id);
  const { data: product, isPending, isError } = useAdminProduct(id);
  const updateProduct = useSaveProduct(id);
  const navigate = useNavigate();
  // The list's address with its search, filter and page, when Edit was pressed there.
  const from = (useLocation().state as { from?: string } | null)?.from ?? "/admin/ad-productList";

  return (
    <>
      <AdminPageHeader
        title="Update product"
        action={{ to: "/admin/ad-productList", label: "View all products", icon: <ViewListIcon /> }}
      />
      {isError ? (
        <Alert severity="error">This product could not be loaded. It may not exist.</Alert>
      ) : isPending ? (
        <Stack spacing={2} sx={{ maxWidth: 860 }}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <>
          {product.deleted && <Chip label="Deleted: hidden from the shop" color="warning" sx={{ mb: 2 }} />}
          <ProductForm
            key={product.id}
            product={product}
            submitLabel="Update"
            busyLabel="Updating"
            send={updateProduct}
            onSaved={() => {
              toast(MSG.productUpdated, "success");
              navigate(from);
            }}
            failedText={MSG.productUpdateFailed}
            exceptionText={MSG.serverError}
          />
        </>
      )}
    </>
  );
}
