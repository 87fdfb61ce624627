import { newPasswordSchema } from "@shop/shared/accounts";
import { PASSWORD_MIN, TIMINGS } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { useFieldErrors, useFormValues } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { useResetPassword } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { PasswordField } from "./password-field.tsx";
import { useResetFlow } from "./reset-store.ts";
import { useAccountCall } from "./toast-failure.ts";
import { useDelayedNavigate } from "./use-delayed-navigate.ts";

// MUI's KeyOutlined icon, drawn without MUI.
const KEY_ICON =
  "M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3";

/**
 * The last page of the reset flow: New Password and Confirm Password. The code goes along and the
 * server checks it again, so skipping the code page gains nothing. On success the held e-mail and
 * code are cleared and / follows after 2 seconds.
 */
export function ChangePasswordPage() {
  usePageTitle("Change Password");
  const { email, otp } = useResetFlow();
  const errors = useFieldErrors();
  const { values: form, text } = useFormValues({ newPassword: "", confirmPassword: "" }, errors);
  const { busy, run } = useAccountCall(errors);
  const resetPassword = useResetPassword();
  // Once done, the held e-mail is cleared: stay on this page until the redirect.
  const [done, setDone] = useState(false);
  const goLater = useDelayedNavigate();

  if (!email && !done) return <Navigate to="/login" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = errors.check(newPasswordSchema, form);
    if (!checked) return;
    await run(async () => {
      await resetPassword({ email, otp, ...checked });
      setDone(true);
      useResetFlow.getState().clear();
      toast(MSG.passwordChanged, "success");
      goLater("/", TIMINGS.redirectMs);
    });
  }

  return (
    <AuthCard
      icon={KEY_ICON}
      title="Change Password"
      hint={`Choose a new password of at least ${PASSWORD_MIN} characters.`}
    >
      <form className="acc-form" ref={errors.formRef} noValidate onSubmit={submit}>
        <PasswordField label="New Password" autoComplete="new-password" {...text("newPassword")} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...text("confirmPassword")} />
        <SubmitButton busy={busy} label="Change Password" busyLabel="Saving.." fullWidth />
      </form>
    </AuthCard>
  );
}
