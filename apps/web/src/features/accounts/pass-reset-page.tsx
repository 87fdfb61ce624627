import LockResetOutlined from "@mui/icons-material/LockResetOutlined";
import { Link, Stack } from "@mui/material";
import { TIMINGS } from "@shop/shared/constants";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { laterRules, useFieldErrors, useRulesAhead } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { useRequestResetCode } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { useResetFlow } from "./reset-store.ts";
import { useAccountCall } from "./toast-failure.ts";
import { useDelayedNavigate } from "./use-delayed-navigate.ts";

/** The e-mail rules of the reset request: loaded while the shopper types. */
const resetEmailQueryRules = laterRules(
  async () => (await import("@shop/shared/accounts")).resetEmailQuerySchema,
);

/** The reset flow's first page: ask for a code by e-mail; on success go to /emailVerify after 2 seconds. */
export function PassResetPage() {
  usePageTitle("Reset your password", "Forgot your password? Get a one-time code by e-mail.");
  const setEmail = useResetFlow((s) => s.setEmail);
  const [email, setValue] = useState(useResetFlow.getState().email);
  const goLater = useDelayedNavigate();
  const errors = useFieldErrors();
  useRulesAhead(resetEmailQueryRules);
  const { busy, run } = useAccountCall(errors);
  const requestResetCode = useRequestResetCode();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await errors.checkLater(resetEmailQueryRules, { email }))) return;
    await run(async () => {
      const address = email.trim().toLowerCase();
      const result = await requestResetCode(address);
      setEmail(address);
      toast(result.data.message, "success");
      goLater("/emailVerify", TIMINGS.redirectMs);
    });
  }

  return (
    <AuthCard
      icon={<LockResetOutlined />}
      title="Forgot Password"
      hint="Enter the e-mail of your account. We will send you a 6-digit code."
    >
      <Stack component="form" ref={errors.formRef} noValidate spacing={2} onSubmit={submit}>
        <EmailField {...errors.input("email", email, setValue)} />
        <SubmitButton busy={busy} label="Verify" busyLabel="Sending.." fullWidth />
        <Link component={RouterLink} to="/login" sx={{ textAlign: "center" }}>
          Back to Login
        </Link>
      </Stack>
    </AuthCard>
  );
}
