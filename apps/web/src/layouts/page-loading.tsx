import "./page-loading.css";

/**
 * Shown while a screen's code or data loads: never a blank page. Plain elements (page-loading.css:
 * MUI's CircularProgress drawn the same way): it is the first screen's fallback, before
 * any screen's code, MUI's included, has come.
 */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="page-loading">
      <Spinner />
    </div>
  );
}

/**
 * MUI's indeterminate CircularProgress (40 px, primary) drawn by page-loading.css, which the
 * entry's stylesheet carries, so every screen can show it without a stylesheet of its own. A
 * progress bar, named by `label`; or `hidden` beside words that say the same.
 */
export function Spinner({
  label,
  hidden = false,
  className,
}: {
  label?: string;
  hidden?: boolean;
  className?: string;
}) {
  const named = hidden ? { "aria-hidden": true } : { role: "progressbar", "aria-label": label };
  return (
    <span {...named} className={className ? `page-spinner ${className}` : "page-spinner"}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
