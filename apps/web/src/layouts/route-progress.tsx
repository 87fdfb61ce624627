import "./route-progress.css";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** A route change quicker than this shows nothing: a bar that flashes is noise, not progress. */
export const PROGRESS_DELAY_MS = 150;

/**
 * A thin bar across the top while the next screen's code loads, so a tap on a slow link is
 * answered at once. Plain CSS (route-progress.css) rather than MUI's LinearProgress: it is on
 * every page's first load.
 */
export function RouteProgress() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return <div role="progressbar" aria-label="Loading page" className="route-progress" />;
}
