import { PASSWORD_MIN } from "@shop/shared/constants";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { laterRules, useFieldErrors, useFormValues, useRulesAhead } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PhoneField } from "../../lib/phone-field.tsx";
import { PlainTextField } from "../../lib/plain-text-field.tsx";
import { nextPath, withNext } from "../../lib/return-to.ts";
import { useSession } from "../../lib/session-store.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { useRegister } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { useAccountCall } from "./toast-failure.ts";

// MUI's PersonAddAltOutlined icon, drawn without MUI.
const REGISTER_ICON =
  "M20 9V6h-2v3h-3v2h3v3h2v-3h3V9zM9 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m6.39 8.56C13.71 13.7 11.53 13 9 13s-4.71.7-6.39 1.56C1.61 15.07 1 16.1 1 17.22V20h16v-2.78c0-1.12-.61-2.15-1.61-2.66M15 18H3v-.78c0-.38.2-.72.52-.88C4.71 15.73 6.63 15 9 15s4.29.73 5.48 1.34c.32.16.52.5.52.88z";

type Field = "fullName" | "email" | "phone" | "password";

/** The register form's rules: loaded while the shopper types. */
const registerRequestRules = laterRules(
  async () => (await import("@shop/shared/accounts")).registerRequestSchema,
);

/**
 * The registration page: full name, e-mail, phone and password. The rules are the server's
 * (shared schema); the form checks them first and marks each wrong field. Registering logs the
 * shopper in and returns them to where they came from (the cart, the checkout), or to /product
 * like a login.
 */
export function RegisterPage() {
  usePageTitle("Register", "Create a Koshi IT Solutions account to order computer hardware online.");
  const navigate = useNavigate();
  const next = nextPath(useSearchParams()[0]);
  const setSession = useSession((s) => s.setSession);
  const errors = useFieldErrors();
  useRulesAhead(registerRequestRules);
  const {
    values: form,
    set,
    text,
  } = useFormValues<Record<Field, string>>({ fullName: "", email: "", phone: "", password: "" }, errors);
  const { busy, run } = useAccountCall(errors);
  const registerUser = useRegister();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await errors.checkLater(registerRequestRules, form);
    if (!checked) return;
    await run(async () => {
      const { data, message, severity } = await registerUser(checked);
      setSession({ token: data.token, userRole: data.role, userName: data.fullName });
      toast(message ?? "", severity ?? "success");
      navigate(next ?? "/product");
    });
  }

  return (
    <AuthCard
      icon={REGISTER_ICON}
      title="Register"
      hint="Create your account to order, check out and follow your orders."
    >
      <form className="acc-form" ref={errors.formRef} noValidate onSubmit={submit}>
        <PlainTextField
          label="Full name"
          autoComplete="name"
          {...text("fullName")}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <EmailField {...text("email")} />
        <PhoneField
          label="Phone"
          value={form.phone}
          onChange={set("phone")}
          error={errors.errors.phone}
          onProblem={(message) => errors.setError("phone", message)}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...text("password", `At least ${PASSWORD_MIN} characters`)}
        />
        <SubmitButton busy={busy} label="Register" busyLabel="Registering.." fullWidth />
        <p className="acc-switch">
          Already have an account?{" "}
          <Link className="acc-link" to={withNext("/login", next)}>
            Login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
