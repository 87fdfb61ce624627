import type {
  ChangedPasswordResponse,
  ChangePasswordRequest,
  LoginResponse,
  RegisteredResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from "@shop/shared/accounts";
import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { authApi, publicApi } from "../../lib/api.ts";

/** The account calls: register, login, password reset. Each answers the envelope; a failure throws. */

/** Registers a Customer; the answer carries a token, so the new shopper is logged in at once. */
export async function registerUser(body: RegisterRequest): Promise<Envelope<RegisteredResponse>> {
  return (await publicApi.send<Envelope<RegisteredResponse>>(address(ROUTES.userCreate), { body })).data;
}

export async function loginUser(email: string, password: string): Promise<Envelope<LoginResponse>> {
  return (
    await publicApi.send<Envelope<LoginResponse>>(address(ROUTES.authLogin), { body: { email, password } })
  ).data;
}

export async function requestResetCode(email: string): Promise<Envelope<{ message: string }>> {
  return (
    await publicApi.send<Envelope<{ message: string }>>(address(ROUTES.authResetRequest), {
      query: { email },
    })
  ).data;
}

export async function verifyResetCode(email: string, otp: string): Promise<Envelope<{ verified: true }>> {
  return (
    await publicApi.send<Envelope<{ verified: true }>>(address(ROUTES.authResetVerify), {
      query: { email, otp },
    })
  ).data;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<Envelope<{ email: string }>> {
  return (await publicApi.send<Envelope<{ email: string }>>(address(ROUTES.authResetPassword), { body }))
    .data;
}

export async function changePassword(
  userId: number,
  body: ChangePasswordRequest,
): Promise<Envelope<ChangedPasswordResponse>> {
  return (
    await authApi.send<Envelope<ChangedPasswordResponse>>(address(ROUTES.userChangePassword, { userId }), {
      body,
    })
  ).data;
}
