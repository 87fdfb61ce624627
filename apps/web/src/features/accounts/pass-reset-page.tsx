import LockResetOutlined from "@mui/icons-material/LockResetOutlined";
import { Button, Link, Stack, TextField } from "@mui/material";
import { TIMINGS } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { failure } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { requestResetCode } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { useResetFlow } from "./reset-store.ts";
import { useDelayedNavigate } from "./use-delayed-navigate.ts";

/** SPEC 2.4/4: ask for a code; on success go to /emailVerify after 2 seconds. */
export function PassResetPage() {
  usePageTitle("Reset your password", "Forgot your password? Get a one-time code by e-mail.");
  const setEmail = useResetFlow((s) => s.setEmail);
  const [email, setValue] = useState(useResetFlow.getState().email);
  const [busy, setBusy] = useState(false);
  const goLater = useDelayedNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast(MSG.enterEmail, "warning");
      return;
    }
    setBusy(true);
    try {
      const address = email.trim().toLowerCase();
      const result = await requestResetCode(address);
      setEmail(address);
      toast(result.data.message, "success");
      goLater("/emailVerify", TIMINGS.redirectMs);
    } catch (error) {
      const answer = failure(error);
      toast(answer.message || MSG.somethingWrong, answer.severity ?? "error");
      setBusy(false);
    }
  }

  return (
    <AuthCard
      icon={<LockResetOutlined />}
      title="Forgot Password"
      hint="Enter the e-mail of your account. We will send you a 6-digit code."
    >
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? "Sending.." : "Verify"}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: "center" }}>
          Back to Login
        </Link>
      </Stack>
    </AuthCard>
  );
}
