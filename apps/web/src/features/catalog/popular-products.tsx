import "./catalog-sections.css";
import { formatRs } from "@shop/shared/money";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { popularProductsQuery } from "./catalog-api.ts";

/** The best sellers (GET orders/getPopular-products); shows nothing until something has sold. */
export function PopularProducts() {
  const popular = useQuery(popularProductsQuery());
  if (!popular.data || popular.data.length === 0) return null;
  return (
    <section aria-labelledby="popular-products-title">
      <h2 id="popular-products-title" className="cs-h2">
        Popular Products
      </h2>
      <div className="pop-row">
        {popular.data.map((product) => (
          <div key={product.id} className="pc">
            <Link to={`/singleProduct/${product.id}`} className="pc-link">
              <img src={product.thumbnailName} alt={product.name} loading="lazy" />
              <div className="pop-body">
                <p className="pop-name">{product.name}</p>
                <p className="pop-price">{formatRs(product.price)}</p>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
