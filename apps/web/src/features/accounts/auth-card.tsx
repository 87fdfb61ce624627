import { Avatar, Box, Paper, Stack, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { colors } from "../../lib/theme-colors.ts";

/** The frame of the account screens: one centred card with an icon, a title and a hint. */
export function AuthCard(props: { icon: ReactNode; title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        px: 2,
        py: { xs: 4, md: 8 },
        display: "flex",
        justifyContent: "center",
        background: `linear-gradient(180deg, ${colors.authTint} 0%, ${alpha(colors.background, 0)} 60%)`,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          width: "100%",
          maxWidth: 440,
          p: { xs: 3, sm: 4 },
          borderRadius: 3,
          boxShadow: `0 8px 28px ${alpha(colors.primary, 0.08)}`,
        }}
      >
        <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center", mb: 3 }}>
          <Avatar sx={{ bgcolor: "primary.main", width: 52, height: 52 }}>{props.icon}</Avatar>
          <Typography variant="h1" sx={{ fontSize: { xs: "1.6rem", md: "1.8rem" } }}>
            {props.title}
          </Typography>
          {props.hint ? (
            <Typography color="textSecondary" sx={{ fontSize: "0.95rem" }}>
              {props.hint}
            </Typography>
          ) : null}
        </Stack>
        <OfflineNotice action={props.title} />
        {props.children}
      </Paper>
    </Box>
  );
}
