import PersonAddAltOutlined from "@mui/icons-material/PersonAddAltOutlined";
import { Link, Stack, TextField, Typography } from "@mui/material";
import { registerRequestSchema } from "@shop/shared/accounts";
import { PASSWORD_MIN, PHONE_TYPING_PATTERN } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { type FormEvent, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { checkForm } from "../../lib/check-form.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";
import { registerUser } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { toastFailure } from "./toast-failure.ts";

/** SPEC 2.4 Register. The rules are the server's (shared schema); the form repeats them to help. */
export function RegisterPage() {
  usePageTitle("Register", "Create a Koshi IT Solutions account to order computer hardware online.");
  const navigate = useNavigate();
  const [form, setForm] = useState({ fullName: "", email: "", phone: "", password: "" });
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(registerRequestSchema, form, MSG.fillAll);
    if (!checked) return;
    setBusy(true);
    try {
      const result = await registerUser(checked);
      toast(result.message ?? "", result.severity ?? "success");
      navigate("/login");
    } catch (error) {
      toastFailure(error);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      icon={<PersonAddAltOutlined />}
      title="Register"
      hint="Create your account to order, check out and follow your orders."
    >
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <TextField
          label="Full name"
          autoComplete="name"
          value={form.fullName}
          onChange={(e) => set("fullName")(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <EmailField value={form.email} onChange={set("email")} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          value={form.phone}
          // SPEC 5: while typing, only a partial 98/97 number of up to ten digits is taken.
          onChange={(e) => {
            if (PHONE_TYPING_PATTERN.test(e.target.value)) set("phone")(e.target.value);
          }}
          helperText="Ten digits, starting 98 or 97"
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 10 } }}
          fullWidth
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set("password")(e.target.value)}
          helperText={`At least ${PASSWORD_MIN} characters`}
        />
        <SubmitButton busy={busy} label="Register" busyLabel="Registering.." fullWidth />
        <Typography sx={{ textAlign: "center", fontSize: "0.95rem" }}>
          Already have an account?{" "}
          <Link component={RouterLink} to="/login">
            Login
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
