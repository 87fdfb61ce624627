import { z } from "zod";
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, ROLES } from "./constants.ts";
import { fieldLabel } from "./field-labels.ts";
import { whenMissing } from "./field-messages.ts";
import { MSG } from "./messages.ts";
import { pageQuery, pageSchema, searchText } from "./paging.ts";
import { oneLine } from "./text-rules.ts";

/**
 * Texts of the account rules the shop had no wording for (password length, code format); both
 * sides show the same words.
 */
export const ACCOUNT_MSG = {
  passwordTooShort: `The password must be at least ${PASSWORD_MIN} characters long.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX} characters long.`,
  passwordsDiffer: "The new password and its confirmation are not the same.",
  codeFormat: "The verification code is the 6 digits from the e-mail.",
  nameTooLong: "The full name must be at most 100 characters long.",
  emailTooLong: "Email must be at most 254 characters",
} as const;

/** How long a reset code lives, and how many wrong tries kill it. */
export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_MAX_TRIES = 5;
export const RESET_CODE_PATTERN = /^\d{6}$/;

/**
 * A text field that may be missing or empty: the schema's own check gives the form's exact message.
 * Longer than `max` it is refused at once with `tooLong`, which names the field's real limit.
 */
const text = (max: number, missing: string, tooLong: string) =>
  z.preprocess((v) => v ?? "", z.string(whenMissing(missing)).trim().check(oneLine).max(max, tooLong));

/** Login: both fields required ('please fill all the fields'), each empty one marked. */
export const loginRequestSchema = z.object({
  email: z
    .string(whenMissing(MSG.fillAllLower))
    .trim()
    .check(oneLine)
    .min(1, MSG.fillAllLower)
    .max(254, ACCOUNT_MSG.emailTooLong),
  password: z
    .string(whenMissing(MSG.fillAllLower))
    .check(oneLine)
    .min(1, MSG.fillAllLower)
    .max(1024, ACCOUNT_MSG.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The login response: token, role and name for the browser, and the toast's message and severity. */
export const loginResponseSchema = z.object({
  token: z.string(),
  userRole: z.enum(ROLES),
  fullName: z.string(),
  message: z.string(),
  severity: z.enum(["success", "warning", "error"]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Length rule of a new password (OWASP: at least 8, allow long ones). */
function checkPasswordLength(password: string, path: string, ctx: z.RefinementCtx): boolean {
  if (password.length < PASSWORD_MIN) {
    ctx.addIssue({ code: "custom", message: ACCOUNT_MSG.passwordTooShort, path: [path] });
    return false;
  }
  if (password.length > PASSWORD_MAX) {
    ctx.addIssue({ code: "custom", message: ACCOUNT_MSG.passwordTooLong, path: [path] });
    return false;
  }
  return true;
}

/** An issue for each empty field, after the given sentence for the whole form. */
function requireAll<K extends string>(
  values: Record<K, string>,
  keys: readonly K[],
  sentence: string,
  ctx: z.RefinementCtx,
): boolean {
  const missing = keys.filter((key) => !values[key]);
  if (missing.length === 0) return true;
  ctx.addIssue({ code: "custom", message: sentence });
  for (const key of missing) {
    ctx.addIssue({ code: "custom", message: `${fieldLabel(key)} is required`, path: [key] });
  }
  return false;
}

/**
 * Registration: all four fields required ('Please fill all the fields'), then phone and e-mail
 * (both messages joined with ' and '), then the password length. One summary at a time, in
 * that order, each wrong field marked besides. Any other field (a `role`, say) is dropped:
 * registering always makes a Customer.
 */
export const registerRequestSchema = z
  .object({
    fullName: text(1000, MSG.fillAll, ACCOUNT_MSG.nameTooLong),
    email: text(1000, MSG.fillAll, ACCOUNT_MSG.emailTooLong),
    phone: text(1000, MSG.fillAll, MSG.invalidPhone),
    password: z.preprocess(
      (v) => v ?? "",
      z.string(whenMissing(MSG.fillAll)).check(oneLine).max(1024, ACCOUNT_MSG.passwordTooLong),
    ),
  })
  .superRefine((v, ctx) => {
    if (!requireAll(v, ["fullName", "email", "phone", "password"], MSG.fillAll, ctx)) return;
    const phoneWrong = !PHONE_PATTERN.test(v.phone);
    const emailWrong = !EMAIL_PATTERN.test(v.email) || v.email.length > 254;
    if (phoneWrong || emailWrong) {
      const problems = [phoneWrong ? MSG.invalidPhone : "", emailWrong ? MSG.invalidEmail : ""];
      ctx.addIssue({ code: "custom", message: problems.filter(Boolean).join(" and ") });
      if (phoneWrong) ctx.addIssue({ code: "custom", message: MSG.invalidPhone, path: ["phone"] });
      if (emailWrong) ctx.addIssue({ code: "custom", message: MSG.invalidEmail, path: ["email"] });
      return;
    }
    if (v.fullName.length > 100) {
      ctx.addIssue({ code: "custom", message: ACCOUNT_MSG.nameTooLong, path: ["fullName"] });
      return;
    }
    checkPasswordLength(v.password, "password", ctx);
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** New password plus its confirmation: both required, the length rule, and equal. */
function checkNewPassword(v: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (!requireAll(v, ["newPassword", "confirmPassword"], MSG.fillAll, ctx)) return;
  if (!checkPasswordLength(v.newPassword, "newPassword", ctx)) return;
  if (v.newPassword !== v.confirmPassword) {
    ctx.addIssue({ code: "custom", message: ACCOUNT_MSG.passwordsDiffer, path: ["confirmPassword"] });
  }
}

const passwordField = z.preprocess(
  (v) => v ?? "",
  z.string(whenMissing(MSG.fillAll)).check(oneLine).max(1024, ACCOUNT_MSG.passwordTooLong),
);

/** The form of /changePassword: both fields required ('Please fill all the fields'). */
export const newPasswordSchema = z
  .object({ newPassword: passwordField, confirmPassword: passwordField })
  .superRefine(checkNewPassword);

/** PUT users/change-password/:userId */
export const changePasswordRequestSchema = z
  .object({ currentPassword: passwordField, newPassword: passwordField, confirmPassword: passwordField })
  .superRefine((v, ctx) => {
    if (!requireAll(v, ["currentPassword", "newPassword", "confirmPassword"], MSG.fillAll, ctx)) return;
    checkNewPassword(v, ctx);
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

const resetEmail = z.preprocess(
  (v) => v ?? "",
  z
    .string(whenMissing(MSG.enterEmail))
    .trim()
    .check(oneLine)
    .min(1, MSG.enterEmail)
    .max(254, MSG.invalidEmail),
);
const resetCode = z.preprocess(
  (v) => v ?? "",
  z
    .string(whenMissing(MSG.enterCode))
    .trim()
    .check(oneLine)
    .min(1, MSG.enterCode)
    .regex(RESET_CODE_PATTERN, ACCOUNT_MSG.codeFormat),
);

/** POST auth/reset-password-request?email=; an empty e-mail gets 'Please enter your email'. */
export const resetEmailQuerySchema = z.object({ email: resetEmail });
/** POST auth/reset-password-otp-verify?email=&otp=; no code gets 'Please enter your verification code'. */
export const resetCodeQuerySchema = z.object({ email: resetEmail, otp: resetCode });

/** POST auth/reset-password and PATCH auth/reset: the code is checked again with the new password. */
export const resetPasswordRequestSchema = z
  .object({ email: resetEmail, otp: resetCode, newPassword: passwordField, confirmPassword: passwordField })
  .superRefine(checkNewPassword);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The current user's details. Never a password hash. */
export const userDetailsSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  status: z.enum(["Active", "Inactive"]),
  isActive: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** After a password change the old tokens stop working, so the caller gets a fresh one. */
export const changedPasswordResponseSchema = userDetailsSchema.extend({ token: z.string() });
export type ChangedPasswordResponse = z.infer<typeof changedPasswordResponseSchema>;

/** Registering logs the new Customer in: the answer carries their details and a token. */
export const registeredResponseSchema = userDetailsSchema.extend({ token: z.string() });
export type RegisteredResponse = z.infer<typeof registeredResponseSchema>;

/** A user in the admin's list, with the deleted and active flags its toggles change. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  deleted: z.boolean(),
  activeStatus: z.boolean(),
  /** When the account was made (registration). */
  createdDate: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The admin's user list: paged like every admin list, searched by name, e-mail or phone. */
export const userListQuerySchema = z.object({ ...pageQuery, q: searchText });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const adminUserPageSchema = pageSchema(adminUserSchema);
