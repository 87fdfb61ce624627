import "./home.css";
import "../../lib/plain-ui.css";
import { BRAND_LOGOS } from "@shop/shared/site-content";

/** 'Brands that trust us': four client logos, drawn for this project. */
export function BrandStrip() {
  return (
    <section className="bs" aria-labelledby="brands-title">
      <div className="sh-container">
        <h2 className="hm-h2 hm-center" id="brands-title">
          Brands that trust us
        </h2>
        <ul className="pu-grid bs-logos">
          {BRAND_LOGOS.map((logo, i) => (
            <li key={logo.name} data-aos="zoom-in" data-aos-delay={i * 100}>
              <img src={logo.src} alt={logo.alt} width={240} height={100} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
