import { Box, Container, Grid, Link as MuiLink, Stack, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import { Link } from "react-router";
import { FOOTER_LINKS } from "./nav-items.ts";

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: "#0b1f3a", color: "grey.100", mt: 6, pt: 5, pb: 3 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              About Company
            </Typography>
            <Typography variant="body2">
              {COMPANY.name} offers software, SaaS, web, cloud, networking and PC sales in eastern Nepal.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              Useful Links
            </Typography>
            <Stack spacing={0.5}>
              {FOOTER_LINKS.map((l) => (
                <MuiLink key={l.path} component={Link} to={l.path} color="inherit">
                  {l.label}
                </MuiLink>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              Contact
            </Typography>
            <Typography variant="body2">{COMPANY.address}</Typography>
            <MuiLink href={`mailto:${COMPANY.email}`} color="inherit" variant="body2">
              {COMPANY.email}
            </MuiLink>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              Opening Hours
            </Typography>
            <Typography variant="body2">
              {COMPANY.openingHours}, {COMPANY.openingDays}
            </Typography>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, textAlign: "center", color: "grey.400" }}>
          © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
