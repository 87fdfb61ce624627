import CallOutlinedIcon from "@mui/icons-material/CallOutlined";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import { Box, Container, Link, Stack } from "@mui/material";
import { telHref, useCompanyContact } from "../lib/contact-record.ts";

/** The thin contact strip above the header: a call number and the company e-mail. */
export function TopStrip() {
  const contact = useCompanyContact();
  const phone = contact.mobiles[0];
  return (
    <Box sx={{ bgcolor: "#0b1f3a", color: "#fff", fontSize: "0.85rem" }}>
      <Container>
        <Stack
          direction="row"
          spacing={{ xs: 2, sm: 4 }}
          sx={{ py: 0.75, justifyContent: { xs: "space-between", md: "flex-end" }, flexWrap: "wrap" }}
        >
          {phone && (
            <Link
              href={telHref(phone)}
              color="inherit"
              underline="hover"
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}
            >
              <CallOutlinedIcon sx={{ fontSize: 18, color: "#ffb300" }} aria-hidden />
              <span>Call: {phone}</span>
            </Link>
          )}
          <Link
            href={`mailto:${contact.email}`}
            color="inherit"
            underline="hover"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, minWidth: 0 }}
          >
            <MailOutlinedIcon sx={{ fontSize: 18, color: "#ffb300" }} aria-hidden />
            <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
              {contact.email}
            </Box>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
