import AccessTimeOutlinedIcon from "@mui/icons-material/AccessTimeOutlined";
import CallOutlinedIcon from "@mui/icons-material/CallOutlined";
import FacebookIcon from "@mui/icons-material/Facebook";
import InstagramIcon from "@mui/icons-material/Instagram";
import LinkedInIcon from "@mui/icons-material/LinkedIn";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import MusicNoteIcon from "@mui/icons-material/MusicNote";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import { Box, Container, Divider, Grid, IconButton, Link as MuiLink, Stack, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { telHref, useCompanyContact } from "../lib/contact-record.ts";
import { FOOTER_LINKS, SOCIAL_LINKS } from "./nav-items.ts";

const SOCIAL_ICONS = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  TikTok: MusicNoteIcon,
  LinkedIn: LinkedInIcon,
} as const;

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h3"
      component="h2"
      sx={{ fontSize: "1.1rem", mb: 2, pb: 1, position: "relative", "&::after": afterLine }}
    >
      {children}
    </Typography>
  );
}
const afterLine = {
  content: '""',
  position: "absolute",
  left: 0,
  bottom: 0,
  width: 36,
  height: 3,
  borderRadius: 2,
  bgcolor: "#ffb300",
} as const;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: "flex-start" }}>
      <Box sx={{ color: "#ffb300", mt: "2px", display: "flex" }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: "anywhere" }}>{children}</Box>
    </Stack>
  );
}

/**
 * The site footer: about text, useful links, contact block, opening hours, social links and the
 * copyright year. Address, e-mail, phone numbers, opening hours and time come from the contact
 * record when there is one, so the owner's edit shows here at once.
 */
export function SiteFooter() {
  const contact = useCompanyContact();
  const iconSize = { fontSize: 20 };
  return (
    <Box component="footer" sx={{ bgcolor: "#0b1f3a", color: "#e8edf5", mt: 8, pt: 6, pb: 3 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Heading>About Company</Heading>
            <Typography variant="body2" sx={{ lineHeight: 1.8 }}>
              {contact.aboutCompany}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, p: 0, mb: 0, listStyle: "none" }}
              component="ul"
              aria-label="Social media"
            >
              {SOCIAL_LINKS.map((s) => {
                const Icon = SOCIAL_ICONS[s.label];
                return (
                  <Box component="li" key={s.label} sx={{ listStyle: "none" }}>
                    <IconButton
                      component="a"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${s.label} (opens in a new tab)`}
                      sx={{
                        color: "#fff",
                        bgcolor: "rgba(255,255,255,.1)",
                        "&:hover": { bgcolor: "primary.main" },
                      }}
                    >
                      <Icon />
                    </IconButton>
                  </Box>
                );
              })}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2 }}>
            <Heading>Useful Links</Heading>
            <Stack spacing={1}>
              {FOOTER_LINKS.map((l) => (
                <MuiLink key={l.path} component={Link} to={l.path} color="inherit" underline="hover">
                  {l.label}
                </MuiLink>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 8, md: 3 }}>
            <Heading>Contact</Heading>
            <Stack spacing={1.25} sx={{ typography: "body2", fontStyle: "normal" }} component="address">
              <Line icon={<LocationOnOutlinedIcon sx={iconSize} />}>{contact.address}</Line>
              <Line icon={<MailOutlinedIcon sx={iconSize} />}>
                <MuiLink href={`mailto:${contact.email}`} color="inherit">
                  {contact.email}
                </MuiLink>
              </Line>
              {contact.mobiles.map((phone) => (
                <Line key={phone} icon={<CallOutlinedIcon sx={iconSize} />}>
                  <MuiLink href={telHref(phone)} color="inherit" underline="hover">
                    {phone}
                  </MuiLink>
                </Line>
              ))}
              <Line icon={<PhoneOutlinedIcon sx={iconSize} />}>
                <MuiLink href={telHref(contact.landline)} color="inherit" underline="hover">
                  {contact.landline}
                </MuiLink>{" "}
                (landline)
              </Line>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Heading>Opening Hours</Heading>
            {/* The owner's Opening Hours and Time from the record; with none, 10am to 5pm, Sunday to Friday. */}
            <Line icon={<AccessTimeOutlinedIcon sx={iconSize} />}>
              <Typography variant="body2" data-testid="footer-opening-hours" sx={{ whiteSpace: "pre-line" }}>
                {contact.openingHours}
              </Typography>
              {contact.time && (
                <Typography variant="body2" sx={{ color: "#b8c4d6", mt: 0.5 }}>
                  {contact.time}
                </Typography>
              )}
            </Line>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: "rgba(255,255,255,.15)", mt: 5, mb: 2.5 }} />
        <Typography variant="body2" sx={{ textAlign: "center", color: "#b8c4d6" }}>
          © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
