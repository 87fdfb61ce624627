import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import type { Software } from "@shop/shared/software";
import { PlainAlert, Skel } from "../../lib/plain-ui.tsx";
import { MARKETED_TITLES } from "./our-products.tsx";

interface Props {
  software: Software[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The software offerings the admin lists (software/get-all) beyond the two of 'Our Products',
 * which already show their entries' price, picture and link. Nothing more to show: no section.
 */
export function SoftwareOfferings({ software, isPending, isError }: Props) {
  if (isPending) return <Skel variant="rounded" height={160} />;
  if (isError)
    return <PlainAlert severity="warning">The software list could not be loaded right now.</PlainAlert>;
  const others = software?.filter((s) => !MARKETED_TITLES.includes(s.name)) ?? [];
  if (others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="software-title">
      <Typography id="software-title" variant="h2" sx={{ mb: 2, textAlign: "center" }}>
        More software
      </Typography>
      <Grid container spacing={2}>
        {others.map((s) => (
          <Grid key={s.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
              <Box
                component="img"
                src={s.thumbnailName}
                alt={s.name}
                loading="lazy"
                sx={{
                  width: "100%",
                  aspectRatio: "4 / 3",
                  objectFit: "cover",
                  display: "block",
                  bgcolor: "common.white",
                }}
              />
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {s.name}
                </Typography>
                <Typography sx={{ fontWeight: 700, color: "primary.main", mb: 1 }}>
                  {formatRs(s.price)}
                </Typography>
                <Typography color="text.secondary">{s.description}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  href={s.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                  aria-label={`Visit ${s.name} (opens in a new tab)`}
                >
                  Visit website
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
