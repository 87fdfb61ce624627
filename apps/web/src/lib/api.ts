import type { RouteAddress } from "@shop/shared/api-routes";
import { ApiError } from "./api-errors.ts";
import { preloadKey } from "./preload-key.ts";
import { useSession } from "./session-store.ts";

/** One API base for both clients; cookies go along with every call. */
export const API_BASE = "/api";

/** Query string values; undefined ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

export interface RequestConfig {
  query?: QueryValues;
  /** The JSON body (an object) or a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Follows the upload of a FormData body. fetch cannot report upload progress over HTTP/1.1 (a
   * streamed request body needs HTTP/2 in Chromium), so such a call goes through XMLHttpRequest.
   */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /**
   * When the server wrote this answer (its Date header, ms), if it said. Offline, an answer kept
   * by the service worker still carries the time it was first fetched.
   */
  date?: number;
}

/** The time of an answer's Date header, or undefined. */
function dateOf(header: string | null): number | undefined {
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isFinite(date) ? date : undefined;
}

export interface ApiClient {
  /**
   * Calls a route of the table (`address(ROUTES.orderCancel, { id })`) with the route's own method:
   * a path is never typed by hand.
   */
  send<T>(to: RouteAddress, config?: RequestConfig): Promise<ApiResponse<T>>;
}

/**
 * The two clients (public, and with the Bearer token) on the browser's fetch (axios was 21 KB of every page's first
 * download, then ky 5 KB; what the shop uses of them is a few lines). Calls read like the axios
 * ones they replaced: `res.data` is the parsed body, and a failed call throws with
 * `response.status` and `response.data`.
 */
function createClient(withToken: boolean): ApiClient {
  return {
    async send<T>(to: RouteAddress, config: RequestConfig = {}) {
      const method = to.route.method;
      const { body } = config;
      if (config.onUploadProgress && body instanceof FormData) {
        return sendWithProgress<T>(to, body, config, config.onUploadProgress, withToken);
      }
      const headers = new Headers(config.headers);
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body != null) {
        payload = JSON.stringify(body);
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
      }
      const res = await request(method, to.path, config.query, headers, payload, withToken);
      const date = dateOf(res.headers.get("date"));
      return {
        data: (await checked(to, await parsed(res))) as T,
        status: res.status,
        ...(date === undefined ? {} : { date }),
      };
    },
  };
}

/** The address of an API call: the base, the path, and the query values that are defined. */
function apiUrl(url: string, params: QueryValues = {}): string {
  const address = new URL(`${BASE_URL}/${url.replace(/^\//, "")}`);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) address.searchParams.set(key, String(value));
  }
  return address.href;
}

/**
 * One call: cookies go along, the Bearer header is read from the session at the time of the call
 * (logging in or out takes effect without a reload), and a 4xx or 5xx answer throws an ApiError.
 * No retries and no time limit: a slow phone upload must not be cut off or sent twice.
 */
async function request(
  method: string,
  url: string,
  params: QueryValues | undefined,
  headers: Headers,
  body: BodyInit | undefined,
  withToken: boolean,
): Promise<Response> {
  const bearer = bearerHeader(withToken);
  if (bearer) headers.set("Authorization", bearer);
  const res = await fetch(apiUrl(url, params), {
    method,
    credentials: "include",
    headers,
    ...(body === undefined ? {} : { body }),
  });
  if (!res.ok) throw new ApiError({ status: res.status, data: await parsed(res) });
  return res;
}

/** The Authorization header of the stored token, read at the time of the call, or undefined. */
function bearerHeader(withToken: boolean): string | undefined {
  const token = withToken ? useSession.getState().token : undefined;
  return token ? `Bearer ${token}` : undefined;
}

/**
 * The same call through XMLHttpRequest, reporting upload progress: the same address, query values
 * and headers, and answers and failures as `send`'s.
 */
function sendWithProgress<T>(
  to: RouteAddress,
  body: FormData,
  config: RequestConfig,
  onUploadProgress: NonNullable<RequestConfig["onUploadProgress"]>,
  withToken: boolean,
): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(to.route.method, apiUrl(to.path, config.query));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(config.headers ?? {})) xhr.setRequestHeader(name, value);
    const bearer = bearerHeader(withToken);
    if (bearer) xhr.setRequestHeader("Authorization", bearer);
    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, ...(event.lengthComputable ? { total: event.total } : {}) });
    xhr.onload = () => {
      const data = parsedText(xhr.responseText);
      if (xhr.status >= 400) reject(new ApiError({ status: xhr.status, data }));
      else checked(to, data).then(() => resolve({ data: data as T, status: xhr.status }), reject);
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.send(body);
  });
}

/**
 * A 2xx answer, checked against its route's shared schema in development and in the tests (a
 * mismatch throws, naming the route and the field). In the production build `import.meta.env.DEV`
 * is false, so the check and its schemas are left out of the bundle altogether.
 */
async function checked(to: RouteAddress, data: unknown): Promise<unknown> {
  if (import.meta.env.DEV) (await import("./answer-check.ts")).checkAnswer(to.route, data);
  return data;
}

function parsedText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function parsed(res: Response): Promise<unknown> {
  return parsedText(await res.text().catch(() => ""));
}

// Absolute, so the same address works in the browser and in the component tests' simulated one.
const BASE_URL = `${globalThis.location?.origin ?? ""}${API_BASE}`;

/** The public client: JSON, no Authorization header. */
export const publicApi = createClient(false);

/** The authenticated client: a Bearer header from the stored token, read for every request. */
export const authApi = createClient(true);

/**
 * A file the server sends for saving (the orders' CSV): its bytes, and the name the server gives it
 * in Content-Disposition. A refusal throws as the other calls do.
 */
export async function downloadFile(
  to: RouteAddress,
  query: QueryValues = {},
): Promise<{ blob: Blob; name: string | undefined }> {
  const res = await request(to.route.method, to.path, query, new Headers(), undefined, true);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  return { blob: await res.blob(), name };
}

declare global {
  interface Window {
    /** Answers the page's start script asked for before the app loaded (build/start-script.ts). */
    __shopPreload?: Record<string, Promise<unknown>>;
    /** Answers of `__shopPreload` that are already in, with the time they came. */
    __shopArrived?: Record<string, { body: unknown; at: number }>;
    /** The Date header of each of those answers. */
    __shopDates?: Record<string, string | null>;
  }
}

/**
 * A public answer the page's start script already asked for (a GET of the address and query values
 * without a token, as `publicApi.send(to, { query })` sends it), taken once: the first screen's call
 * does not wait for the app's code to arrive first. Undefined when there is none; null when that
 * call failed (ask again).
 */
export function takePreloaded<T>(
  to: RouteAddress,
  query: Record<string, string> = {},
): Promise<T | null> | undefined {
  const url = preloadKey(to.path, query);
  const early = typeof window === "undefined" ? undefined : window.__shopPreload;
  const answer = early?.[url];
  if (!answer) return undefined;
  delete early[url];
  // Taken here: its arrival must not also be offered later as a query's first data.
  return answer.then((body) => {
    delete window.__shopArrived?.[url];
    return body as T | null;
  });
}

/** When the server wrote the answer the start script got for `to` (its Date header, ms), if it did. */
export function preloadedDate(to: RouteAddress, query: Record<string, string> = {}): number | undefined {
  const dates = typeof window === "undefined" ? undefined : window.__shopDates;
  return dateOf(dates?.[preloadKey(to.path, query)] ?? null);
}

/**
 * A public answer the page's start script asked for and that is already in, taken once with the
 * time it came (for a query's `initialData`): the first render shows it, without a loading state.
 */
export function takeArrived<T>(
  to: RouteAddress,
  query: Record<string, string> = {},
): { body: T; at: number } | undefined {
  const url = preloadKey(to.path, query);
  const arrived = typeof window === "undefined" ? undefined : window.__shopArrived?.[url];
  if (!arrived) return undefined;
  delete window.__shopArrived?.[url];
  delete window.__shopPreload?.[url];
  return arrived as { body: T; at: number };
}
