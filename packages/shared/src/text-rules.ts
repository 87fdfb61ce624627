import { z } from "zod";
import { fieldLabel } from "./field-labels.ts";

/**
 * The input hygiene rule of every text field, on both sides. No person types a control
 * character: NUL and the other C0 and C1 controls, DEL, and lone UTF-16 surrogate halves only come
 * from broken clients or attacks, and the database refuses some of them (a NUL fails the query).
 * A multi-line field (descriptions, messages, remarks, about-company, notes) keeps its line breaks
 * (LF, and the CR of the CRLF a multipart form sends) and tabs; a single-line field keeps none.
 */
const ANY_CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

export function notAllowedMessage(path: readonly PropertyKey[] | undefined): string {
  return `${fieldLabel(path)} contains characters that are not allowed.`;
}

export function isOneLineText(value: string): boolean {
  return !ANY_CONTROL.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(value);
}

/**
 * Checks for a string schema, placed right after `.trim()`: `z.string().trim().check(oneLine)`.
 * They stop the field's other checks, so the message is about the characters.
 */
export const oneLine = z.refine<string>(isOneLineText, {
  error: (issue) => notAllowedMessage(issue.path),
  abort: true,
});
export const multiLine = z.refine<string>(isMultiLineText, {
  error: (issue) => notAllowedMessage(issue.path),
  abort: true,
});
