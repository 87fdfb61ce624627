/** The envelope every response body is wrapped in: the HTTP status code equals `status`. */
export type Severity = "success" | "warning" | "error";

export interface Envelope<T = unknown> {
  status: number;
  data: T;
  message?: string;
  severity?: Severity;
  /**
   * On a refused request, what is wrong with each field, by field name (the same names the
   * forms use), so the browser can mark the field as well as show the message.
   */
  fields?: Record<string, string>;
}

/** Cuts a text to 20 characters, as admin lists show descriptions and links. */
export function cut(text: string | null | undefined, length = 20): string {
  if (!text) return "";
  return text.length > length ? text.slice(0, length) : text;
}

/** ISO timestamp to its date part (before the T), as the order screens show it. */
export function datePart(iso: string): string {
  return iso.split("T")[0] ?? iso;
}
