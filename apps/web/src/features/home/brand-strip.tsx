import { Box, Container, Grid, Typography } from "@mui/material";
import { BRAND_LOGOS } from "@shop/shared/site-content";
import { palette } from "../../lib/theme-tokens.ts";

/** 'Brands that trust us': four client logos, drawn for this project. */
export function BrandStrip() {
  return (
    <Box
      component="section"
      aria-labelledby="brands-title"
      sx={{ bgcolor: palette.paleBlue, py: { xs: 5, md: 7 } }}
    >
      <Container>
        <Typography variant="h2" id="brands-title" sx={{ textAlign: "center", mb: 4 }}>
          Brands that trust us
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ p: 0, m: 0, listStyle: "none" }}>
          {BRAND_LOGOS.map((logo, i) => (
            <Grid
              key={logo.name}
              size={{ xs: 6, md: 3 }}
              component="li"
              data-aos="zoom-in"
              data-aos-delay={i * 100}
            >
              <Box
                component="img"
                src={logo.src}
                alt={logo.alt}
                width={240}
                height={100}
                loading="lazy"
                sx={{
                  width: "100%",
                  height: "auto",
                  aspectRatio: "240 / 100",
                  borderRadius: 2,
                  boxShadow: 1,
                  filter: "grayscale(.2)",
                  transition: "filter .2s, transform .2s",
                  "&:hover": { filter: "none", transform: "scale(1.03)" },
                }}
              />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
