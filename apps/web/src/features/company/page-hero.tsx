import { Box, Container, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";
import { gradient } from "../../lib/theme-colors.ts";
import { palette } from "../../lib/theme-tokens.ts";

/** The coloured title band at the top of the company pages; holds the page's one h1. */
export function PageHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        background: gradient(135, palette.navy, palette.primary),
        color: "common.white",
        py: { xs: 6, md: 8 },
      }}
    >
      <Container>
        <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.6rem" } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 680, color: alpha(palette.white, 0.92), fontSize: "1.1rem" }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
