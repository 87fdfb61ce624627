import ViewListIcon from "@mui/icons-material/ViewList";
import { MSG } from "@shop/shared/messages";
import type { Product } from "@shop/shared/products";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { addedParams } from "./list-params.ts";
import { ProductForm } from "./product-form.tsx";
import { useSaveProduct } from "./products-api.ts";

/**
 * ad-product: the add-product form. A saved product leads to the product list, showing it
 * highlighted with "Added: view it / add another" until the owner moves on (the form used to clear
 * itself under a toast that was gone before anyone looked).
 */
export function AddProductPage() {
  usePageTitle("Add product");
  const createProduct = useSaveProduct();
  const navigate = useNavigate();
  const added = useRef<Product | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Add product"
        action={{ to: "/admin/ad-productList", label: "View all products", icon: <ViewListIcon /> }}
      />
      <ProductForm
        submitLabel="Add"
        busyLabel="Adding"
        send={async (form, onPercent) => {
          const answer = await createProduct(form, onPercent);
          added.current = answer.data;
          return answer;
        }}
        onSaved={() => {
          toast(MSG.productCreated, "success");
          const product = added.current;
          if (product) navigate(`/admin/ad-productList?${addedParams(product)}`);
        }}
        failedText={MSG.productCreateFailed}
      />
    </>
  );
}
