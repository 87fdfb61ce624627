/**
 * The shape of a page while its code and answers are on their way: grey blocks where the title,
 * the catalog's search field, chips and cards, or a product's picture and buttons will be. It is
 * never rendered by the app: the build puts it into index.html inside the real header and footer
 * (build/prerender-shell.tsx), and the first render of the app replaces it. Which shape shows is
 * chosen by the inline script of skeleton-markup.ts from the address, before the first paint.
 */
export function PageSkeleton() {
  const cards = ["a", "b", "c", "d", "e", "f", "g", "h"].map((key) => (
    <div className="sk-card" key={key}>
      <div className="sk-media" />
      <div className="sk-bar" />
      <div className="sk-bar sk-short" />
    </div>
  ));
  return (
    <div className="sk" data-skeleton="" data-shape="page" role="status" aria-label="Loading">
      <div className="sk-hero" />
      <div className="sh-container sk-body">
        <div className="sk-page">
          <div className="sk-bar sk-title" />
          <div className="sk-bar" />
          <div className="sk-bar sk-short" />
        </div>
        <div className="sk-catalog">
          <div className="sk-bar sk-title" />
          <div className="sk-bar" />
          <div className="sk-field" />
          <div className="sk-field" />
          {/* A phone stacks the catalog's filters: one more row above the cards. */}
          <div className="sk-field sk-narrow-only" />
          <div className="sk-chips">
            <div className="sk-chip" />
            <div className="sk-chip" />
            <div className="sk-chip" />
            <div className="sk-chip" />
          </div>
          <div className="sk-grid">{cards}</div>
        </div>
        {/* The product page's "All products" link above the picture. */}
        <div className="sk-bar sk-back" />
        <div className="sk-product">
          <div className="sk-media" />
          <div>
            <div className="sk-bar sk-title" />
            <div className="sk-bar sk-short" />
            <div className="sk-bar" />
            <div className="sk-button" />
          </div>
        </div>
      </div>
    </div>
  );
}
