import { Box, Container, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The coloured title band at the top of the company pages; holds the page's one h1. */
export function PageHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        background: "linear-gradient(135deg, #0b1f3a 0%, #0d47a1 100%)",
        color: "#fff",
        py: { xs: 6, md: 8 },
      }}
    >
      <Container>
        <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.6rem" } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 680, color: "rgba(255,255,255,.92)", fontSize: "1.1rem" }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
