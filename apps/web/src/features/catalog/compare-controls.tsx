import "./compare-controls.css";
import { Link } from "react-router";
import { toast } from "../../lib/toast.tsx";
import { compareHref, MAX_COMPARED, useCompare } from "./compare-store.ts";

/** "Compare" on a product: a toggle button that adds it to the comparison or takes it out. */
export function CompareToggle({ id, name, className }: { id: number; name: string; className?: string }) {
  const chosen = useCompare((s) => s.ids.includes(id));
  const toggle = useCompare((s) => s.toggle);
  return (
    <button
      type="button"
      className={`${className ?? "pu-text-button"} cmp-toggle`}
      aria-pressed={chosen}
      aria-label={`Compare ${name}`}
      onClick={() => {
        if (toggle(id) === "full")
          toast(`You can compare up to ${MAX_COMPARED} products: take one out first.`, "warning");
      }}
    >
      {/* The same word either way, so the button's name keeps its visible text; chosen, it is ticked. */}
      Compare
    </button>
  );
}

/**
 * The comparison's bar at the foot of the catalog and product pages while any product is chosen:
 * how many, a link to compare them (from two on), and a way to start again.
 */
export function CompareBar() {
  const ids = useCompare((s) => s.ids);
  const clear = useCompare((s) => s.clear);
  if (ids.length === 0) return null;
  return (
    <section className="compare-bar" aria-label="Comparison">
      <span>
        {ids.length} of {MAX_COMPARED} chosen to compare
      </span>
      {ids.length >= 2 ? (
        <Link to={compareHref(ids)} className="compare-go">
          Compare {ids.length}
        </Link>
      ) : (
        <span className="compare-hint">Choose one more</span>
      )}
      <button type="button" className="pu-text-button" onClick={clear}>
        Clear
      </button>
    </section>
  );
}
