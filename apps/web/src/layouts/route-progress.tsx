import { Box } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { palette } from "../lib/theme-tokens.ts";

/** A route change quicker than this shows nothing: a bar that flashes is noise, not progress. */
export const PROGRESS_DELAY_MS = 150;

/**
 * A thin bar across the top while the next screen's code loads, so a tap on a slow link is
 * answered at once. Plain CSS rather than MUI's LinearProgress: it is on every page's first load.
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
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        overflow: "hidden",
        bgcolor: alpha(palette.primary, 0.2),
        "&::after": {
          content: '""',
          position: "absolute",
          inset: 0,
          width: "40%",
          bgcolor: "secondary.main",
          animation: "route-progress 1.1s ease-in-out infinite",
        },
        "@keyframes route-progress": {
          from: { transform: "translateX(-100%)" },
          to: { transform: "translateX(250%)" },
        },
        "@media (prefers-reduced-motion: reduce)": { "&::after": { animation: "none", width: "100%" } },
      }}
    />
  );
}
