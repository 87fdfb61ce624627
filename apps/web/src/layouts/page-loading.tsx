import "./page-loading.css";

/**
 * Shown while a screen's code or data loads: never a blank page. Plain elements (page-loading.css:
 * MUI's CircularProgress drawn the same way): it is the first screen's fallback, before
 * any screen's code, MUI's included, has come.
 */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="page-loading">
      <span role="progressbar" className="page-spinner">
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
