import "../../lib/plain-ui.css";
import "./profile.css";
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
 * fresh token, which replaces the stored one so this browser stays signed in. Plain elements
 * (profile.css), like the profile page around it.
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
    <form
      ref={errors.formRef}
      className="pf-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title" className="pf-form-title">
        Change password
      </h2>
      <PasswordField label="Current Password" autoComplete="current-password" {...text("currentPassword")} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        {...text("newPassword", `At least ${PASSWORD_MIN} characters`)}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...text("confirmPassword")} />
      <button type="submit" className="pu-button pu-button-contained pf-form-submit" disabled={busy}>
        {busy ? "Saving.." : "Change Password"}
      </button>
    </form>
  );
}
