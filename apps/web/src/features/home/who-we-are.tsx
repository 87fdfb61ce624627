import EmojiEventsOutlinedIcon from "@mui/icons-material/EmojiEventsOutlined";
import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import SupportAgentOutlinedIcon from "@mui/icons-material/SupportAgentOutlined";
import TrackChangesOutlinedIcon from "@mui/icons-material/TrackChangesOutlined";
import { Box, Button, Container, Grid, Paper, Stack, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import { WHO_BADGES } from "@shop/shared/site-content";
import { Link } from "react-router";
import { colors } from "../../lib/theme-colors.ts";

const BADGE_ICONS = [
  EmojiEventsOutlinedIcon,
  TrackChangesOutlinedIcon,
  GroupsOutlinedIcon,
  SupportAgentOutlinedIcon,
];

/** 'Who are we?': blurb, four badges without numbers, View Products and a picture. */
export function WhoWeAre({ id }: { id: string }) {
  return (
    <Container component="section" aria-labelledby={`${id}-title`} id={id} sx={{ scrollMarginTop: 80 }}>
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: "center" }}>
        <Grid size={{ xs: 12, md: 6 }} data-aos="fade-right">
          <Typography variant="overline" sx={{ color: colors.orangeText, fontWeight: 700, letterSpacing: 2 }}>
            About us
          </Typography>
          <Typography variant="h2" id={`${id}-title`} gutterBottom>
            Who are we?
          </Typography>
          <Typography sx={{ color: "text.secondary", mb: 3, lineHeight: 1.8 }}>
            {COMPANY.name} is an IT company in {COMPANY.town}, eastern Nepal, founded in {COMPANY.founded}. We
            sell genuine computer hardware, from parts and laptops to complete PC sets and networking gear,
            and we build software, websites, cloud and networking solutions for shops, schools, hotels and
            offices. Our engineers install what we sell and stay on call when you need help.
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: "none", mb: 3 }}>
            {WHO_BADGES.map((badge, i) => {
              const Icon = BADGE_ICONS[i]!;
              return (
                <Grid key={badge} size={6} component="li">
                  <Paper
                    variant="outlined"
                    sx={{ p: 1.5, display: "flex", alignItems: "center", gap: 1.25, height: "100%" }}
                  >
                    <Box
                      sx={{
                        width: 40,
                        height: 40,
                        flexShrink: 0,
                        borderRadius: "50%",
                        display: "grid",
                        placeItems: "center",
                        bgcolor: colors.orangeBadgeBg,
                        color: colors.orangeBadgeText,
                      }}
                    >
                      <Icon aria-hidden />
                    </Box>
                    <Typography sx={{ fontWeight: 600, fontSize: "0.95rem" }}>{badge}</Typography>
                  </Paper>
                </Grid>
              );
            })}
          </Grid>
          <Button component={Link} to="/product" variant="contained" size="large">
            View Products
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} data-aos="fade-left">
          <Stack sx={{ alignItems: "center" }}>
            <Box
              component="img"
              src="/company/who-we-are.svg"
              alt="Our team at work: two engineers at desks with computers"
              width={560}
              height={420}
              loading="lazy"
              sx={{ width: "100%", maxWidth: 520, height: "auto", aspectRatio: "560 / 420" }}
            />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
