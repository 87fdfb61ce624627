import type { ZodType } from "zod";
import { fieldLabel } from "./field-labels.ts";
import { fieldMessage } from "./field-messages.ts";
import { MSG } from "./messages.ts";

/** A form's problems: the message for the toast, and one message per field for under the field. */
export interface FormProblems {
  message: string;
  /** By field name (the last named part of an issue's path: "orderForm.phoneNumber" → "phoneNumber"). */
  fields: Record<string, string>;
}

interface IssueLike {
  message: string;
  path?: readonly PropertyKey[] | undefined;
}

/** The field an issue belongs to, or undefined for a problem of the whole form. */
export function issueField(path: readonly PropertyKey[] | undefined): string | undefined {
  return [...(path ?? [])].reverse().find((p): p is string => typeof p === "string" && !/^\d+$/.test(p));
}

/** The shop's sentences about the whole form: under one field they say "<field> is required". */
const WHOLE_FORM_SENTENCES: ReadonlySet<string> = new Set([
  MSG.fillAll,
  MSG.fillAllLower,
  MSG.fillAllField,
  MSG.homeFields,
]);

/**
 * Maps a schema's issues to fields. The summary is the first issue's message, the one the server
 * answers too; each field keeps its own first message. An issue without a path (a rule about the
 * whole form, such as "Please fill all the fields") is only in the summary.
 */
export function problemsOf(
  issues: readonly IssueLike[],
  fallback = "The request is not valid",
): FormProblems {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issueField(issue.path);
    if (field === undefined || field in fields) continue;
    fields[field] = WHOLE_FORM_SENTENCES.has(issue.message)
      ? `${fieldLabel(field)} is required`
      : issue.message;
  }
  return { message: issues[0]?.message ?? fallback, fields };
}

export type FieldCheck<T> = { ok: true; data: T } | { ok: false; problems: FormProblems };

/**
 * Checks values with a shared schema; the browser's forms and the server read the same problems.
 * The default messages are passed with the check, so a page needs zod only once it has a schema.
 */
export function checkFields<T>(schema: ZodType<T>, values: unknown): FieldCheck<T> {
  const parsed = schema.safeParse(values, { error: fieldMessage });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, problems: problemsOf(parsed.error.issues) };
}
