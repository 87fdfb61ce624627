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
import { useMutation } from "@tanstack/react-query";
import { authApi, publicApi } from "../../lib/api.ts";

/**
 * The account calls as mutation hooks: register, login, password reset and change. Each hook gives
 * the function the form awaits; it answers the envelope, and a failure throws (the form shows it).
 */

/** Registers a Customer; the answer carries a token, so the new shopper is logged in at once. */
export function useRegister() {
  const { mutateAsync } = useMutation({
    mutationFn: async (body: RegisterRequest) =>
      (await publicApi.send<Envelope<RegisteredResponse>>(address(ROUTES.userCreate), { body })).data,
  });
  return mutateAsync;
}

export function useLogin() {
  const { mutateAsync } = useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      (await publicApi.send<Envelope<LoginResponse>>(address(ROUTES.authLogin), { body })).data,
  });
  return (email: string, password: string) => mutateAsync({ email, password });
}

export function useRequestResetCode() {
  const { mutateAsync } = useMutation({
    mutationFn: async (email: string) =>
      (
        await publicApi.send<Envelope<{ message: string }>>(address(ROUTES.authResetRequest), {
          query: { email },
        })
      ).data,
  });
  return mutateAsync;
}

export function useVerifyResetCode() {
  const { mutateAsync } = useMutation({
    mutationFn: async ({ email, otp }: { email: string; otp: string }) =>
      (
        await publicApi.send<Envelope<{ verified: true }>>(address(ROUTES.authResetVerify), {
          query: { email, otp },
        })
      ).data,
  });
  return (email: string, otp: string) => mutateAsync({ email, otp });
}

export function useResetPassword() {
  const { mutateAsync } = useMutation({
    mutationFn: async (body: ResetPasswordRequest) =>
      (await publicApi.send<Envelope<{ email: string }>>(address(ROUTES.authResetPassword), { body })).data,
  });
  return mutateAsync;
}

export function useChangePassword() {
  const { mutateAsync } = useMutation({
    mutationFn: async ({ userId, body }: { userId: number; body: ChangePasswordRequest }) =>
      (
        await authApi.send<Envelope<ChangedPasswordResponse>>(
          address(ROUTES.userChangePassword, { userId }),
          {
            body,
          },
        )
      ).data,
  });
  return (userId: number, body: ChangePasswordRequest) => mutateAsync({ userId, body });
}
