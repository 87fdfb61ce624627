import { MSG } from "@shop/shared/messages";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { failure } from "../../lib/api-errors.ts";
import { laterRules, useFieldErrors, useRulesAhead } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PlainAlert } from "../../lib/plain-ui.tsx";
import { nextPath, withNext } from "../../lib/return-to.ts";
import { useSession } from "../../lib/session-store.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { useLogin } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";

// MUI's LockOutlined icon, drawn without MUI.
const LOCK_ICON =
  "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2";

/** The two fields login needs, e-mail and password: loaded while the shopper types. */
const loginRules = laterRules(async () => (await import("@shop/shared/accounts")).loginRequestSchema);

/**
 * The login page: e-mail and password. Enter in the password field submits (it is a form). A shopper
 * sent here from the cart or the checkout (`?next=`) goes back there; otherwise an Admin goes to
 * /admin and a Customer to /product.
 */
export function LoginPage() {
  usePageTitle("Login", "Log in to your Koshi IT Solutions account to order and follow your orders.");
  const navigate = useNavigate();
  const next = nextPath(useSearchParams()[0]);
  const errors = useFieldErrors();
  const loginUser = useLogin();
  const setSession = useSession((s) => s.setSession);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  useRulesAhead(loginRules);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setReason("");
    if (!(await errors.checkLater(loginRules, { email, password }))) return;
    setBusy(true);
    try {
      const { data } = await loginUser(email, password);
      setSession({ token: data.token, userRole: data.userRole, userName: data.fullName });
      toast(data.message, "success");
      navigate(next ?? (data.userRole === "Admin" ? "/admin" : "/product"));
    } catch (error) {
      toast(MSG.loginFailed, "error");
      // The toast keeps the shop's 'User Login failed'; the reason (wrong password, deactivated, too many
      // tries) stays in view.
      setReason(failure(error).message ?? "");
      setBusy(false);
    }
  }

  return (
    <AuthCard icon={LOCK_ICON} title="Login" hint="Welcome back. Log in to order and see your orders.">
      <form className="acc-form" ref={errors.formRef} noValidate onSubmit={submit}>
        <EmailField {...errors.input("email", email, setEmail)} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...errors.input("password", password, setPassword)}
        />
        {reason ? <PlainAlert severity="error">{reason}</PlainAlert> : null}
        <SubmitButton busy={busy} label="Login" busyLabel="Loging.." fullWidth />
        <div className="acc-links">
          <Link className="acc-link" to="/passreset">
            Forgot Password
          </Link>
          <Link className="acc-link" to={withNext("/register", next)}>
            Don't Have an Account
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
