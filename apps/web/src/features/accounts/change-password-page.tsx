import KeyOutlined from "@mui/icons-material/KeyOutlined";
import { Stack } from "@mui/material";
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
      icon={<KeyOutlined />}
      title="Change Password"
      hint={`Choose a new password of at least ${PASSWORD_MIN} characters.`}
    >
      <Stack component="form" ref={errors.formRef} noValidate spacing={2} onSubmit={submit}>
        <PasswordField label="New Password" autoComplete="new-password" {...text("newPassword")} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...text("confirmPassword")} />
        <SubmitButton busy={busy} label="Change Password" busyLabel="Saving.." fullWidth />
      </Stack>
    </AuthCard>
  );
}
