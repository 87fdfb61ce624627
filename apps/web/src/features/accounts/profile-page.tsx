import EmailOutlined from "@mui/icons-material/EmailOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import {
  Avatar,
  Box,
  Button,
  Container,
  Divider,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Outlet, Link as RouterLink } from "react-router";
import { failure } from "../../lib/api-errors.ts";
import { LogoutDialog } from "../../lib/logout-dialog.tsx";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { meQuery } from "../../lib/session-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

function Detail(props: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <Box sx={{ color: "primary.main", display: "flex" }}>{props.icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary">
          {props.label}
        </Typography>
        <Typography sx={{ overflowWrap: "anywhere" }}>{props.value}</Typography>
      </Box>
    </Stack>
  );
}

/** The profile's account part: name, e-mail and phone (or their stand-ins), log out, change password. */
export function ProfilePage() {
  usePageTitle("Profile");
  const token = useSession((s) => s.token);
  const clearSession = useSession((s) => s.clear);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const user = useQuery(meQuery(token));
  const sessionEnded = user.isError && failure(user.error).status === 401;

  // A token the server no longer accepts (password changed elsewhere, account deactivated).
  useEffect(() => {
    if (sessionEnded) clearSession();
  }, [sessionEnded, clearSession]);

  const details = user.data;
  const name = details?.fullName || "Guest";

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <OfflineNotice action="Your account" />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: "1.5rem" }}>
            {details ? initials(name) : "G"}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: "1.5rem", md: "1.9rem" }, overflowWrap: "anywhere" }}
            >
              {user.isLoading ? <Skeleton width={200} /> : name}
            </Typography>
            <Typography color="textSecondary">
              {details ? `${details.role} account` : "Not logged in"}
            </Typography>
          </Box>
          {token && !sessionEnded ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<LogoutOutlined />}
              onClick={() => setConfirmLogout(true)}
              sx={{ alignSelf: { xs: "stretch", sm: "center" } }}
            >
              Log Out
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to="/login">
              Login
            </Button>
          )}
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Detail icon={<EmailOutlined />} label="Email" value={details?.email || "No Email Provided"} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Detail icon={<PhoneOutlined />} label="Phone" value={details?.phone || "No Phone Number"} />
          </Grid>
        </Grid>
      </Paper>
      {/*
        My Order History: the orders feature's screen, mounted by the router as this
        route's child. It comes before the password form: it is what a shopper opens the profile for.
      */}
      <Box sx={{ mt: 4 }}>
        <Outlet />
      </Box>
      {details ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, mt: 4 }}>
          <Box sx={{ maxWidth: 420 }}>
            <ChangePasswordForm userId={details.id} />
          </Box>
        </Paper>
      ) : null}
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </Container>
  );
}
