import AccessTimeOutlinedIcon from "@mui/icons-material/AccessTimeOutlined";
import { Stack, type SxProps, type Theme, Typography } from "@mui/material";
import { useCompanyContact } from "../../lib/contact-record.ts";

/** When the shop is open, from the owner's contact record (Opening Hours and Time). */
export function OpeningHours({ sx }: { sx?: SxProps<Theme> }) {
  const { openingHours, time } = useCompanyContact();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={[{ alignItems: "flex-start", color: "text.secondary" }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <AccessTimeOutlinedIcon fontSize="small" sx={{ mt: "2px" }} aria-hidden />
      <Typography variant="body2" data-testid="contact-opening-hours">
        <strong>Opening hours:</strong> {openingHours}
        {time ? ` (${time})` : ""}
      </Typography>
    </Stack>
  );
}
