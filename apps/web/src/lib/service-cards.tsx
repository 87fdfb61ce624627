import CampaignOutlinedIcon from "@mui/icons-material/CampaignOutlined";
import CloudOutlinedIcon from "@mui/icons-material/CloudOutlined";
import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import SmartphoneOutlinedIcon from "@mui/icons-material/SmartphoneOutlined";
import TerminalOutlinedIcon from "@mui/icons-material/TerminalOutlined";
import WebOutlinedIcon from "@mui/icons-material/WebOutlined";
import { Box, Card, CardContent, Grid, Typography } from "@mui/material";
import { TIMINGS } from "@shop/shared/constants";
import { SERVICE_CARDS, type ServiceIcon } from "@shop/shared/site-content";
import type { ComponentType } from "react";
import { colors } from "./theme-colors.ts";

const ICONS: Record<ServiceIcon, ComponentType<{ fontSize?: "large"; titleAccess?: string }>> = {
  web: WebOutlinedIcon,
  software: TerminalOutlinedIcon,
  mobile: SmartphoneOutlinedIcon,
  marketing: CampaignOutlinedIcon,
  cloud: CloudOutlinedIcon,
  ecommerce: ShoppingBagOutlinedIcon,
};

/**
 * The six service cards, shown on the home page and on /service. Each card fades in 200 ms after
 * the one before it, so the grid fills in order.
 */
export function ServiceCards({ headingLevel }: { headingLevel: "h2" | "h3" }) {
  return (
    <Grid container spacing={3}>
      {SERVICE_CARDS.map((service, index) => {
        const Icon = ICONS[service.icon];
        return (
          <Grid key={service.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              variant="outlined"
              data-aos="fade-up"
              data-aos-delay={index * TIMINGS.serviceCardDelayStepMs}
              sx={{
                height: "100%",
                transition: "box-shadow .2s, transform .2s",
                "&:hover": { boxShadow: 4, transform: "translateY(-2px)" },
              }}
            >
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: 2,
                    display: "grid",
                    placeItems: "center",
                    bgcolor: colors.iconTint,
                    color: "primary.main",
                    mb: 2,
                  }}
                >
                  <Icon fontSize="large" titleAccess={`${service.title} icon`} />
                </Box>
                <Typography variant="h3" component={headingLevel} gutterBottom>
                  {service.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {service.description}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
