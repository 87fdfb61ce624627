import ViewListIcon from "@mui/icons-material/ViewList";
import { Alert, Chip, Skeleton, Stack } from "@mui/material";
import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import type { Product } from "@shop/shared/products";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { authApi } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { ProductForm } from "./product-form.tsx";
import { useAdminProduct } from "./products-api.ts";
import { toastSaveError } from "./save-errors.ts";

/** ad-productUpdate/:id: the product's form, prefilled; pictures are replaced only when chosen. */
export function UpdateProductPage() {
  usePageTitle("Update product");
  const id = Number(useParams().id);
  const { data: product, isPending, isError } = useAdminProduct(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const save = async (form: FormData) => {
    try {
      await authApi.put<Envelope<Product>>(`/products/update/${id}`, form);
      toast(MSG.productUpdated, "success");
      await queryClient.invalidateQueries({ queryKey: ["products"] });
      navigate("/admin/ad-productList");
      return true;
    } catch (error) {
      toastSaveError(error, MSG.productUpdateFailed, MSG.serverError);
      return false;
    }
  };

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
            onSubmit={save}
          />
        </>
      )}
    </>
  );
}
