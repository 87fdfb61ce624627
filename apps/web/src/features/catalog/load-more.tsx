import { useLayoutEffect, useRef } from "react";

interface Props {
  /** Products on screen, and how many match in all. */
  shown: number;
  total: number;
  /** Nothing more to load (or the list on screen is the last search's, while the new one loads). */
  hidden: boolean;
  loading: boolean;
  failed: boolean;
  onMore(): void;
}

/**
 * "Load more (N left)" under the catalog's grid (the element just before it). The button keeps its
 * focus while the next page loads (aria-disabled, not disabled, which would drop the focus); once
 * it is in, the focus moves to the first new product, where a keyboard or screen reader user
 * goes on reading. A layout effect: the focus moves in the frame the products appear in, not a
 * frame later with the focus on the page's body in between (the button may have gone).
 */
export function LoadMore({ shown, total, hidden, loading, failed, onMore }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    box.current?.previousElementSibling?.children[from]?.querySelector("a")?.focus();
  }, [shown]);
  const left = Math.max(total - shown, 0);
  // The box stays when the button goes (the last page is in): the focus still moves from it.
  return (
    <div ref={box} className="cat-more">
      {failed && (
        <p role="alert" className="cat-more-failed">
          The next products could not be loaded. Please check your connection and try again.
        </p>
      )}
      {(!hidden || failed) && (
        <button
          type="button"
          className="pu-button pu-button-outlined"
          aria-disabled={loading}
          onClick={() => {
            if (loading) return;
            focusFrom.current = shown;
            onMore();
          }}
        >
          {loading ? "Loading more…" : `Load more (${left} left)`}
        </button>
      )}
    </div>
  );
}
