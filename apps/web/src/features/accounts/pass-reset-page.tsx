import { TIMINGS } from "@shop/shared/constants";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
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

// MUI's LockResetOutlined icon, drawn without MUI.
const RESET_ICON =
  "M13 3c-4.97 0-9 4.03-9 9 0 .06.01.12.01.19l-1.84-1.84-1.41 1.41L5 16l4.24-4.24-1.41-1.41-1.82 1.82c0-.06-.01-.11-.01-.17 0-3.86 3.14-7 7-7s7 3.14 7 7-3.14 7-7 7c-1.9 0-3.62-.76-4.88-1.99L6.7 18.42C8.32 20.01 10.55 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m2 8v-1c0-1.1-.9-2-2-2s-2 .9-2 2v1c-.55 0-1 .45-1 1v3c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-3c0-.55-.45-1-1-1m-1 0h-2v-1c0-.55.45-1 1-1s1 .45 1 1z";

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
      icon={RESET_ICON}
      title="Forgot Password"
      hint="Enter the e-mail of your account. We will send you a 6-digit code."
    >
      <form className="acc-form" ref={errors.formRef} noValidate onSubmit={submit}>
        <EmailField {...errors.input("email", email, setValue)} />
        <SubmitButton busy={busy} label="Verify" busyLabel="Sending.." fullWidth />
        <Link className="acc-link acc-center" to="/login">
          Back to Login
        </Link>
      </form>
    </AuthCard>
  );
}
