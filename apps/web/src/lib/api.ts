import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import axios, { type AxiosError } from "axios";
import { useSession } from "./session-store.ts";

/** One API base for both clients; cookies go along (SPEC 7). */
export const API_BASE = "/api";

/** The public client: JSON, no Authorization header. */
export const publicApi = axios.create({ baseURL: API_BASE, withCredentials: true });

/**
 * The authenticated client: a Bearer header from the stored token. The token is read for every
 * request rather than once at load, so logging in or out takes effect without a reload.
 */
export const authApi = axios.create({ baseURL: API_BASE, withCredentials: true });
authApi.interceptors.request.use((request) => {
  const token = useSession.getState().token;
  if (token) request.headers.set("Authorization", `Bearer ${token}`);
  return request;
});

/** The envelope of a failed call, or a made-up one for a network failure. */
export function failure(error: unknown): Envelope<null> {
  const axiosError = error as AxiosError<Envelope<null>>;
  const body = axiosError?.response?.data;
  if (body && typeof body === "object" && "status" in body) return body;
  if (axiosError?.response) {
    return { status: axiosError.response.status, data: null, message: MSG.somethingWrong, severity: "error" };
  }
  return { status: 0, data: null, message: MSG.networkError, severity: "error" };
}

/** The server's message for a failed call ('Network Error' when it could not be reached). */
export function failureMessage(error: unknown, fallback: string = MSG.somethingWrong): string {
  return failure(error).message || fallback;
}

/** Multipart form data from an object; files and defined values only. */
export function toFormData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
