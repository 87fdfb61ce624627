import "./catalog.css";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { warrantyPeriod } from "@shop/shared/warranty-label";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/page-title.ts";
import { PlainAlert, Skel } from "../../lib/plain-ui.tsx";
import { productQuery } from "./catalog-api.ts";
import { compareHref, idsFromParam, useCompare } from "./compare-store.ts";

/** The rows every product has, before its specifications. */
const FIXED_ROWS: { label: string; cell(p: Product): string }[] = [
  { label: "Price", cell: (p) => formatRs(p.price) },
  { label: "Stock", cell: (p) => (p.quantity > 0 ? `In stock: ${p.quantity}` : "Out of stock") },
  { label: "Brand", cell: (p) => p.brand || "—" },
  { label: "Model", cell: (p) => p.model || "—" },
  { label: "Category", cell: (p) => p.category },
  { label: "Warranty", cell: (p) => warrantyPeriod(p.warrantyMonths) ?? "None" },
];

/** Every specification label of the products, each once (case aside), in the order first met. */
function specLabels(products: Product[]): string[] {
  const labels = new Map<string, string>();
  for (const p of products)
    for (const s of p.specs ?? [])
      if (!labels.has(s.label.toLowerCase())) labels.set(s.label.toLowerCase(), s.label);
  return [...labels.values()];
}

function specValue(p: Product, label: string): string {
  return (p.specs ?? []).find((s) => s.label.toLowerCase() === label.toLowerCase())?.value ?? "—";
}

/**
 * /compare?ids=1,2,3: up to three products side by side, their prices, stock and specifications
 * row by row (a label one of them lacks shows "—"). On a phone the table scrolls sideways under
 * its fixed first column.
 */
export function ComparePage() {
  usePageTitle(
    "Compare products",
    "Compare computer hardware side by side: specifications, prices and stock.",
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = useCompare((s) => s.ids);
  const remove = useCompare((s) => s.remove);
  const ids = idsFromParam(params.get("ids"));
  // Without ids in the address, the shopper's own choice (the bar's link always carries them).
  useEffect(() => {
    if (ids.length === 0 && chosen.length > 0) navigate(compareHref(chosen), { replace: true });
  }, [ids.length, chosen, navigate]);
  const answers = useQueries({ queries: ids.map((id) => productQuery(id)) });
  const products = answers.flatMap((a) => (a.data ? [a.data] : []));
  const pending = answers.some((a) => a.isPending);
  const failed = answers.some((a) => a.isError);

  const takeOut = (id: number) => {
    remove(id);
    navigate(compareHref(ids.filter((x) => x !== id)), { replace: true });
  };

  return (
    <div className="sh-container cmp-page">
      <h1 className="pu-h1 cmp-title">Compare products</h1>
      {ids.length < 2 ? (
        <p className="cmp-hint">
          Choose two or three products with Compare in the <Link to="/product">catalog</Link> or on a
          product's page.
        </p>
      ) : failed ? (
        <PlainAlert severity="error">
          A product could not be loaded: it may no longer be in our catalog. Please check your connection or{" "}
          <Link to="/product">choose again</Link>.
        </PlainAlert>
      ) : pending ? (
        <Skel variant="rounded" height={320} />
      ) : (
        <div className="cmp-scroll">
          <table className="cmp">
            <caption className="cmp-caption">{products.map((p) => p.name).join(" compared with ")}</caption>
            <thead>
              <tr>
                <td />
                {products.map((p) => (
                  <th key={p.id} scope="col">
                    <img src={p.thumbnailName} alt="" width={400} height={300} />
                    <Link to={`/singleProduct/${p.id}`}>{p.name}</Link>
                    <button
                      type="button"
                      className="pu-text-button"
                      aria-label={`Take out ${p.name}`}
                      onClick={() => takeOut(p.id)}
                    >
                      Take out
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FIXED_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {products.map((p) => (
                    <td key={p.id}>{row.cell(p)}</td>
                  ))}
                </tr>
              ))}
              {specLabels(products).map((label) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {products.map((p) => (
                    <td key={p.id}>{specValue(p, label)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
