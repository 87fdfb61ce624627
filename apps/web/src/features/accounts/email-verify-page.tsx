import "../../lib/plain-ui.css";
import { TIMINGS } from "@shop/shared/constants";
import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { laterRules, useFieldErrors, useRulesAhead } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PlainTextField } from "../../lib/plain-text-field.tsx";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { useRequestResetCode, useVerifyResetCode } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { useResetFlow } from "./reset-store.ts";
import { toastFailure, useAccountCall } from "./toast-failure.ts";
import { useDelayedNavigate } from "./use-delayed-navigate.ts";

// MUI's MarkEmailReadOutlined icon, drawn without MUI.
const VERIFY_ICON =
  "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h8v-2H4V8l8 5 8-5v5h2V6c0-1.1-.9-2-2-2m-8 7L4 6h16zm5.34 11-3.54-3.54 1.41-1.41 2.12 2.12 4.24-4.24L23 16.34z";

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
      icon={VERIFY_ICON}
      title="Verify your e-mail"
      hint="Enter the 6-digit code we sent. It is valid for 10 minutes."
    >
      <form className="acc-form" ref={errors.formRef} noValidate onSubmit={submit}>
        <PlainTextField label="Email" value={email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        <PlainTextField
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
        <button type="button" className="pu-button" onClick={resend} disabled={resending || busy}>
          Send a new code
        </button>
      </form>
    </AuthCard>
  );
}
