import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import { Button, Stack } from "@mui/material";
import { TIMINGS } from "@shop/shared/constants";
import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { laterRules, useFieldErrors, useRulesAhead } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { TextField } from "../../lib/text-field.tsx";
import { toast } from "../../lib/toast.tsx";
import { useRequestResetCode, useVerifyResetCode } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { useResetFlow } from "./reset-store.ts";
import { toastFailure, useAccountCall } from "./toast-failure.ts";
import { useDelayedNavigate } from "./use-delayed-navigate.ts";

/** The e-mail and code rules: loaded while the shopper types. */
const resetCodeQueryRules = laterRules(
  async () => (await import("@shop/shared/accounts")).resetCodeQuerySchema,
);

/** The reset flow's second page: the read-only e-mail and the code; on success /changePassword after 2 s. */
export function EmailVerifyPage() {
  usePageTitle("Verify your e-mail");
  const email = useResetFlow((s) => s.email);
  const setOtp = useResetFlow((s) => s.setOtp);
  const [code, setCode] = useState("");
  const [resending, setResending] = useState(false);
  const goLater = useDelayedNavigate();
  const errors = useFieldErrors();
  useRulesAhead(resetCodeQueryRules);
  const { busy, run } = useAccountCall(errors);
  const verifyResetCode = useVerifyResetCode();
  const requestResetCode = useRequestResetCode();

  if (!email) return <Navigate to="/login" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await errors.checkLater(resetCodeQueryRules, { email, otp: code }))) return;
    await run(async () => {
      const result = await verifyResetCode(email, code.trim());
      setOtp(code.trim());
      toast(result.message ?? "", "success");
      goLater("/changePassword", TIMINGS.redirectMs);
    });
  }

  async function resend() {
    setResending(true);
    try {
      const result = await requestResetCode(email);
      toast(result.data.message, "success");
    } catch (error) {
      toastFailure(error);
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      icon={<MarkEmailReadOutlined />}
      title="Verify your e-mail"
      hint="Enter the 6-digit code we sent. It is valid for 10 minutes."
    >
      <Stack component="form" ref={errors.formRef} noValidate spacing={2} onSubmit={submit}>
        <TextField label="Email" value={email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField
          label="Verification code"
          value={code}
          autoComplete="one-time-code"
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, "").slice(0, 6));
            errors.clear("otp");
          }}
          {...errors.field("otp")}
          slotProps={{
            htmlInput: {
              inputMode: "numeric",
              maxLength: 6,
              style: { letterSpacing: "0.4em", fontSize: "1.3rem", textAlign: "center" },
            },
          }}
          fullWidth
        />
        <SubmitButton busy={busy} label="Verify" busyLabel="Verifying.." fullWidth />
        <Button onClick={resend} disabled={resending || busy}>
          Send a new code
        </Button>
      </Stack>
    </AuthCard>
  );
}
