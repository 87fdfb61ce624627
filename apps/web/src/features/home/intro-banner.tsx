import KeyboardDoubleArrowDownIcon from "@mui/icons-material/KeyboardDoubleArrowDown";
import { Box, CircularProgress, Typography } from "@mui/material";
import { COMPANY, TIMINGS } from "@shop/shared/constants";
import { useEffect, useState } from "react";
import { colors, gradient } from "../../lib/theme-colors.ts";

/**
 * The home page's intro banner: the company name with a loader for 4 s, then a bouncing arrow that
 * points (and jumps) to the 'Who are we?' section below. The name is the page's one h1.
 */
export function IntroBanner({ targetId }: { targetId: string }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TIMINGS.introBannerMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box sx={{ textAlign: "center", py: { xs: 5, md: 7 }, px: 2 }}>
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: "2rem", md: "2.8rem" },
          fontWeight: 800,
          background: gradient(90, colors.primary, colors.teal),
          WebkitBackgroundClip: "text",
          backgroundClip: "text",
          color: "primary.main",
          WebkitTextFillColor: "transparent",
        }}
      >
        {COMPANY.name}
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 1 }}>
        Computer hardware, software and networking in {COMPANY.town} since {COMPANY.founded}
      </Typography>
      <Box sx={{ height: 56, mt: 2, display: "grid", placeItems: "center" }}>
        {loading ? (
          <CircularProgress size={28} aria-label="Loading" />
        ) : (
          <Box
            component="a"
            href={`#${targetId}`}
            aria-label="Scroll to Who are we?"
            onClick={(e) => {
              e.preventDefault();
              document.getElementById(targetId)?.scrollIntoView({ behavior: "smooth" });
            }}
            sx={{
              display: "grid",
              placeItems: "center",
              width: 48,
              height: 48,
              borderRadius: "50%",
              bgcolor: "primary.main",
              color: "common.white",
              animation: "intro-bounce 1.4s infinite",
              "@keyframes intro-bounce": {
                "0%, 100%": { transform: "translateY(0)" },
                "50%": { transform: "translateY(10px)" },
              },
              "@media (prefers-reduced-motion: reduce)": { animation: "none" },
            }}
          >
            <KeyboardDoubleArrowDownIcon />
          </Box>
        )}
      </Box>
    </Box>
  );
}
