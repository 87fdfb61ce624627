import LockOutlined from "@mui/icons-material/LockOutlined";
import { Alert, Link, Stack } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { type FormEvent, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { failure } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useSession } from "../../lib/session-store.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { loginUser } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";

/** SPEC 2.4 Login. Enter in the password field submits (it is a form). */
export function LoginPage() {
  usePageTitle("Login", "Log in to your Koshi IT Solutions account to order and follow your orders.");
  const navigate = useNavigate();
  const setSession = useSession((s) => s.setSession);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setReason("");
    // DESIGN 5: the form checks e-mail and password (the spec's form checked a phone field).
    if (!email.trim() || !password) {
      toast(MSG.fillAllLower, "warning");
      return;
    }
    setBusy(true);
    try {
      const { data } = await loginUser(email, password);
      setSession({ token: data.token, userRole: data.userRole, userName: data.fullName });
      toast(data.message, "success");
      navigate(data.userRole === "Admin" ? "/admin" : "/product");
    } catch (error) {
      toast(MSG.loginFailed, "error");
      // The toast is the spec's; the reason (wrong password, deactivated, too many tries) stays in view.
      setReason(failure(error).message ?? "");
      setBusy(false);
    }
  }

  return (
    <AuthCard icon={<LockOutlined />} title="Login" hint="Welcome back. Log in to order and see your orders.">
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {reason ? (
          <Alert severity="error" role="alert">
            {reason}
          </Alert>
        ) : null}
        <SubmitButton busy={busy} label="Login" busyLabel="Loging.." fullWidth />
        <Stack direction="row" sx={{ justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
          <Link component={RouterLink} to="/passreset">
            Forgot Password
          </Link>
          <Link component={RouterLink} to="/register">
            Don't Have an Account
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
