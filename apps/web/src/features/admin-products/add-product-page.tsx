import ViewListIcon from "@mui/icons-material/ViewList";
import { MSG } from "@shop/shared/messages";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { ProductForm } from "./product-form.tsx";
import { useSaveProduct } from "./products-api.ts";

/** ad-product: the add-product form; it clears itself after a product is saved. */
export function AddProductPage() {
  usePageTitle("Add product");
  const createProduct = useSaveProduct();
  return (
    <>
      <AdminPageHeader
        title="Add product"
        action={{ to: "/admin/ad-productList", label: "View all products", icon: <ViewListIcon /> }}
      />
      <ProductForm
        submitLabel="Add"
        busyLabel="Adding"
        send={createProduct}
        onSaved={() => {
          toast(MSG.productCreated, "success");
        }}
        failedText={MSG.productCreateFailed}
        exceptionText={MSG.productCreateFailed}
      />
    </>
  );
}
