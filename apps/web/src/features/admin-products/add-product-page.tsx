import ViewListIcon from "@mui/icons-material/ViewList";
import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import type { Product } from "@shop/shared/products";
import { useQueryClient } from "@tanstack/react-query";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { authApi } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { ProductForm } from "./product-form.tsx";
import { toastSaveError } from "./save-errors.ts";

/** ad-product: the add-product form; it clears itself after a product is saved. */
export function AddProductPage() {
  usePageTitle("Add product");
  const queryClient = useQueryClient();
  const save = async (form: FormData) => {
    try {
      await authApi.post<Envelope<Product>>("/products/create", form);
      toast(MSG.productCreated, "success");
      await queryClient.invalidateQueries({ queryKey: ["products"] });
      return true;
    } catch (error) {
      toastSaveError(error, MSG.productCreateFailed, MSG.productCreateFailed);
      return false;
    }
  };
  return (
    <>
      <AdminPageHeader
        title="Add product"
        action={{ to: "/admin/ad-productList", label: "View all products", icon: <ViewListIcon /> }}
      />
      <ProductForm submitLabel="Add" busyLabel="Adding" onSubmit={save} />
    </>
  );
}
