import { Button, Stack, Typography } from "@mui/material";
import { changePasswordRequestSchema } from "@shop/shared/accounts";
import { PASSWORD_MIN } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { type FormEvent, useState } from "react";
import { failure } from "../../lib/api-errors.ts";
import { useFieldErrors, useFormValues } from "../../lib/field-errors.ts";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { useChangePassword } from "./accounts-api.ts";
import { PasswordField } from "./password-field.tsx";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Changes the signed-in user's password. The server ends every other session and answers a
 * fresh token, which replaces the stored one so this browser stays signed in.
 */
export function ChangePasswordForm(props: { userId: number }) {
  const patch = useSession((s) => s.patch);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const { values: form, setValues: setForm, text } = useFormValues(EMPTY, errors);
  const changePassword = useChangePassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = errors.check(changePasswordRequestSchema, form);
    if (!checked) return;
    setBusy(true);
    try {
      const result = await changePassword(props.userId, checked);
      patch({ token: result.data.token, userName: result.data.fullName });
      setForm(EMPTY);
      toast(MSG.passwordChanged, "success");
    } catch (error) {
      errors.markFromServer(error);
      toast(failure(error).message || MSG.somethingWrong, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      ref={errors.formRef}
      noValidate
      spacing={2}
      onSubmit={submit}
      aria-labelledby="change-password-title"
    >
      <Typography id="change-password-title" variant="h3" component="h2">
        Change password
      </Typography>
      <PasswordField label="Current Password" autoComplete="current-password" {...text("currentPassword")} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        {...text("newPassword", `At least ${PASSWORD_MIN} characters`)}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...text("confirmPassword")} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: "flex-start" } }}>
        {busy ? "Saving.." : "Change Password"}
      </Button>
    </Stack>
  );
}
