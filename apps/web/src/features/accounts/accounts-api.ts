import type {
  ChangedPasswordResponse,
  ChangePasswordRequest,
  LoginResponse,
  RegisteredResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from "@shop/shared/accounts";
import type { Envelope } from "@shop/shared/api";
import { authApi, publicApi } from "../../lib/api.ts";

/** The account calls: register, login, password reset. Each answers the envelope; a failure throws. */

/** Registers a Customer; the answer carries a token, so the new shopper is logged in at once. */
export async function registerUser(body: RegisterRequest): Promise<Envelope<RegisteredResponse>> {
  return (await publicApi.post<Envelope<RegisteredResponse>>("users/create", body)).data;
}

export async function loginUser(email: string, password: string): Promise<Envelope<LoginResponse>> {
  return (await publicApi.post<Envelope<LoginResponse>>("auth/login", { email, password })).data;
}

export async function requestResetCode(email: string): Promise<Envelope<{ message: string }>> {
  return (
    await publicApi.post<Envelope<{ message: string }>>("auth/reset-password-request", undefined, {
      params: { email },
    })
  ).data;
}

export async function verifyResetCode(email: string, otp: string): Promise<Envelope<{ verified: true }>> {
  return (
    await publicApi.post<Envelope<{ verified: true }>>("auth/reset-password-otp-verify", undefined, {
      params: { email, otp },
    })
  ).data;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<Envelope<{ email: string }>> {
  return (await publicApi.post<Envelope<{ email: string }>>("auth/reset-password", body)).data;
}

export async function changePassword(
  userId: number,
  body: ChangePasswordRequest,
): Promise<Envelope<ChangedPasswordResponse>> {
  return (await authApi.put<Envelope<ChangedPasswordResponse>>(`users/change-password/${userId}`, body)).data;
}
