import PersonAddAltOutlined from "@mui/icons-material/PersonAddAltOutlined";
import { Link, Stack, Typography } from "@mui/material";
import { PASSWORD_MIN } from "@shop/shared/constants";
import type { FormEvent } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { laterRules, useFieldErrors, useFormValues, useRulesAhead } from "../../lib/field-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PhoneField } from "../../lib/phone-field.tsx";
import { nextPath, withNext } from "../../lib/return-to.ts";
import { useSession } from "../../lib/session-store.ts";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { TextField } from "../../lib/text-field.tsx";
import { toast } from "../../lib/toast.tsx";
import { useRegister } from "./accounts-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { useAccountCall } from "./toast-failure.ts";

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
      icon={<PersonAddAltOutlined />}
      title="Register"
      hint="Create your account to order, check out and follow your orders."
    >
      <Stack component="form" ref={errors.formRef} noValidate spacing={2} onSubmit={submit}>
        <TextField
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
        <Typography sx={{ textAlign: "center", fontSize: "0.95rem" }}>
          Already have an account?{" "}
          <Link component={RouterLink} to={withNext("/login", next)}>
            Login
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
