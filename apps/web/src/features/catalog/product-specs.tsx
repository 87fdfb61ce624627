import "./product-detail.css";
import type { Product } from "@shop/shared/products";

/**
 * A product's specifications as a two-column table, in the owner's order ("RAM | 16 GB"). Nothing
 * when it has none, or when the answer was kept offline from before the shop had specifications.
 * Plain elements styled by product-detail.css.
 */
export function ProductSpecs({ specs }: { specs: Product["specs"] | undefined }) {
  if (!specs || specs.length === 0) return null;
  return (
    <div className="pd-section">
      <h2 className="pu-h3">Specifications</h2>
      <table className="pd-specs">
        <tbody>
          {specs.map((s) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
