import HandshakeOutlinedIcon from "@mui/icons-material/HandshakeOutlined";
import LightbulbOutlinedIcon from "@mui/icons-material/LightbulbOutlined";
import SupportAgentOutlinedIcon from "@mui/icons-material/SupportAgentOutlined";
import { Box, Card, CardContent, Container, Grid, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import { useScrollAnimations } from "../../lib/aos.ts";
import { useCompanyContact } from "../../lib/contact-record.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { colors } from "../../lib/theme-colors.ts";
import { ContactFormLater } from "./contact-form-later.tsx";
import { PageHero } from "./page-hero.tsx";

const FEATURES = [
  {
    title: "Partnership",
    Icon: HandshakeOutlinedIcon,
    text: "We work with you as a partner, not a vendor: we listen first, advise honestly and grow with your business.",
  },
  {
    title: "Innovation",
    Icon: LightbulbOutlinedIcon,
    text: "Modern hardware, cloud and software tools, chosen to fit the budgets and needs of businesses in Nepal.",
  },
  {
    title: "Support",
    Icon: SupportAgentOutlinedIcon,
    text: "Local engineers who install what we sell and answer your call, in Nepali or English, when you need help.",
  },
];

const MAP_SRC = "https://www.google.com/maps?q=Itahari%2C%20Sunsari%2C%20Nepal&z=14&output=embed";

/**
 * The shop's address from its contact record, read here and not by the page: the record's answer,
 * which may come after the page is drawn, then draws this line again, not the page and its form.
 */
function ContactAddress() {
  return useCompanyContact().address;
}

/** About us: introduction, three feature cards, history, map and the contact form. */
export function AboutPage() {
  usePageTitle("About Us", `Who we are: an IT company in ${COMPANY.town}, founded in ${COMPANY.founded}.`);
  useScrollAnimations();
  return (
    <>
      <PageHero title="About Us">
        {COMPANY.name} is a computer hardware and IT services company in {COMPANY.town}, Sunsari. We help
        homes, shops, schools and offices across Koshi Province choose, set up and run their technology.
      </PageHero>
      <Container sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={3}>
          {FEATURES.map(({ title, Icon, text }, i) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} data-aos="fade-up" data-aos-delay={i * 200}>
              <Card variant="outlined" sx={{ height: "100%", textAlign: "center" }}>
                <CardContent sx={{ p: 4 }}>
                  <Box
                    sx={{
                      width: 64,
                      height: 64,
                      mx: "auto",
                      mb: 2,
                      borderRadius: "50%",
                      display: "grid",
                      placeItems: "center",
                      bgcolor: colors.iconTint,
                      color: "primary.main",
                    }}
                  >
                    <Icon fontSize="large" aria-hidden />
                  </Box>
                  <Typography variant="h2" sx={{ fontSize: "1.3rem" }} gutterBottom>
                    {title}
                  </Typography>
                  <Typography color="textSecondary">{text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ mt: { xs: 5, md: 8 }, alignItems: "stretch" }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" gutterBottom>
              Our history
            </Typography>
            <Typography sx={{ color: "text.secondary", lineHeight: 1.8, mb: 2 }}>
              {COMPANY.name} was founded in {COMPANY.founded} by a small group of engineers from{" "}
              {COMPANY.town} who saw local businesses waiting weeks for parts and support from Kathmandu. We
              started with a repair counter and a shelf of computer parts on Main Road.
            </Typography>
            <Typography sx={{ color: "text.secondary", lineHeight: 1.8 }}>
              Today we sell laptops, PC sets, consoles and networking gear, build retail and restaurant
              software, and set up networks and cloud services for our clients, with the same promise as on
              the first day: genuine products, fair prices in Rs and help that is close by.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" gutterBottom>
              Find us
            </Typography>
            <Typography sx={{ color: "text.secondary", mb: 2 }}>
              <ContactAddress />
            </Typography>
            <Box
              component="iframe"
              src={MAP_SRC}
              title={`Map showing ${COMPANY.name} in ${COMPANY.town}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              sx={{ width: "100%", height: 320, border: 0, borderRadius: 2, bgcolor: colors.mist }}
            />
          </Grid>
        </Grid>

        <Box sx={{ mt: { xs: 5, md: 8 }, maxWidth: 760, mx: "auto" }}>
          <ContactFormLater />
        </Box>
      </Container>
    </>
  );
}
