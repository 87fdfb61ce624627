import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import { MARKETING_FEATURES_SHOWN, TIMINGS } from "@shop/shared/constants";
import { formatRs } from "@shop/shared/money";
import type { Software } from "@shop/shared/software";
import { useState } from "react";
import { palette } from "../../lib/theme-tokens.ts";

/** MUI's CheckCircleOutlined icon. */
const CHECK_ICON =
  "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z";

interface Offering {
  title: string;
  tagline: string;
  /** Used when the software list has no entry of the same name. */
  link: string;
  features: string[];
}

/** The two software products the marketing page advertises. */
export const MARKETED_TITLES = ["Retail Management Software", "Restaurant Management Software"];
const OFFERINGS: Offering[] = [
  {
    title: "Retail Management Software",
    tagline: "Run a shop, mart or wholesale counter from one screen.",
    link: "https://retail.koshiit.com.np",
    features: [
      "Fast billing with barcode scanning",
      "IRD-ready VAT invoices and sales register",
      "Stock in, stock out and low-stock alerts",
      "Purchase orders and supplier accounts",
      "Customer credit (udharo) tracking",
      "Daily, monthly and yearly sales reports",
      "Several counters and branches",
      "Staff accounts with their own permissions",
      "Works offline and syncs when the line is back",
    ],
  },
  {
    title: "Restaurant Management Software",
    tagline: "From table order to kitchen ticket to bill, without paper.",
    link: "https://restaurant.koshiit.com.np",
    features: [
      "Table, takeaway and delivery orders",
      "Kitchen and bar order tickets (KOT/BOT)",
      "Split bills and merge tables",
      "Menu with variants, combos and happy hours",
      "Ingredient stock and recipe costing",
      "Cash, card and wallet payments (eSewa, Khalti)",
      "Daily closing and waiter-wise sales reports",
      "Works on tablets and phones for waiters",
    ],
  },
];

interface CardProps {
  offering: Offering;
  /** The admin's entry of the same name (software/get-all): its link, price and picture. */
  listed: Software | undefined;
  delay: number;
}

function OfferingCard({ offering, listed, delay }: CardProps) {
  const link = listed?.link ?? offering.link;
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? offering.features : offering.features.slice(0, MARKETING_FEATURES_SHOWN);
  const listId = `features-${offering.title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card
      variant="outlined"
      data-aos="fade-up"
      data-aos-duration={TIMINGS.marketingAnimationMs}
      data-aos-delay={delay}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      {listed && (
        <Box
          component="img"
          src={listed.thumbnailName}
          alt=""
          loading="lazy"
          sx={{
            width: "100%",
            aspectRatio: "2 / 1",
            objectFit: "contain",
            display: "block",
            bgcolor: palette.paleBlue,
          }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" component="h3" gutterBottom>
          {offering.title}
        </Typography>
        {listed && (
          <Typography sx={{ fontWeight: 700, color: "primary.main", mb: 0.5 }}>
            {formatRs(listed.price)}
          </Typography>
        )}
        <Typography color="text.secondary">{listed?.description ?? offering.tagline}</Typography>
        <ul id={listId} className="op-list">
          {shown.map((feature) => (
            <li key={feature}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={CHECK_ICON} />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {offering.features.length > MARKETING_FEATURES_SHOWN && (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? "Show Less" : "Show More"}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-label={`View Now: ${offering.title} (opens in a new tab)`}
        >
          View Now
        </Button>
      </CardActions>
    </Card>
  );
}

/** 'Our Products': the marketing section for the two software products, retail and restaurant. */
export function OurProducts({ software }: { software: Software[] | undefined }) {
  return (
    <Box component="section" aria-labelledby="our-products-title">
      <Typography id="our-products-title" variant="h2" sx={{ mb: 2, textAlign: "center" }}>
        Our Products
      </Typography>
      <Grid container spacing={2}>
        {OFFERINGS.map((o, i) => (
          <Grid key={o.title} size={{ xs: 12, md: 6 }}>
            <OfferingCard offering={o} listed={software?.find((s) => s.name === o.title)} delay={i * 100} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
