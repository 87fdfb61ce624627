import { Box, CircularProgress, LinearProgress, Typography } from "@mui/material";
import { COMPANY, TIMINGS } from "@shop/shared/constants";
import { useEffect, useState } from "react";
import { markSplashShown, splashAlreadyShown } from "../lib/splash-flag.ts";

/**
 * The welcome splash of the first page load in a browser session (SPEC 2.2): logo, welcome line and a
 * bar that grows for 3 s, then a spinner; the site shows at 3.4 s. The site renders underneath in the
 * meantime, so its code and data are ready when the splash lifts.
 */
export function useSplash(): boolean {
  const [visible, setVisible] = useState(() => !splashAlreadyShown());
  useEffect(() => {
    if (!visible) return;
    markSplashShown();
    const timer = setTimeout(() => setVisible(false), TIMINGS.siteShownMs);
    return () => clearTimeout(timer);
  }, [visible]);
  return visible;
}

export function Splash() {
  const [progress, setProgress] = useState(0);
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    const started = performance.now();
    const tick = setInterval(() => {
      const done = Math.min(100, ((performance.now() - started) / TIMINGS.splashMs) * 100);
      setProgress(done);
      if (done >= 100) {
        setSpinning(true);
        clearInterval(tick);
      }
    }, 50);
    return () => clearInterval(tick);
  }, []);

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={`Welcome to ${COMPANY.shortName}, loading`}
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 3,
        px: 3,
        background: "linear-gradient(160deg, #0b1f3a 0%, #0d47a1 100%)",
        color: "#fff",
      }}
    >
      <Box
        component="img"
        src="/company/logo.svg"
        alt={`${COMPANY.name} logo`}
        sx={{
          width: 104,
          height: 104,
          p: 1,
          bgcolor: "#fff",
          borderRadius: 5,
          boxShadow: 6,
          animation: "splash-pop .6s ease-out",
          "@keyframes splash-pop": { from: { transform: "scale(.7)", opacity: 0 } },
        }}
      />
      <Typography
        component="p"
        sx={{ fontSize: { xs: "1.5rem", sm: "2rem" }, fontWeight: 700, textAlign: "center" }}
      >
        Welcome to {COMPANY.shortName}
      </Typography>
      <Box sx={{ width: "min(320px, 80vw)", height: 40, display: "grid", placeItems: "center" }}>
        {spinning ? (
          <CircularProgress size={32} sx={{ color: "#ffb300" }} aria-label="Opening the site" />
        ) : (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label="Loading"
            sx={{
              width: "100%",
              height: 8,
              borderRadius: 4,
              bgcolor: "rgba(255,255,255,.2)",
              "& .MuiLinearProgress-bar": { bgcolor: "#ffb300", transition: "none" },
            }}
          />
        )}
      </Box>
    </Box>
  );
}
