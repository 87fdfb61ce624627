import type { Severity } from "@shop/shared/api";
import { checkFields, type FormProblems } from "@shop/shared/form-errors";
import type { ReactNode } from "react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ZodType } from "zod";
import { failure } from "./api-errors.ts";
import { onFirstInteraction } from "./idle.ts";
import { toast } from "./toast.tsx";

// Zod loads with a form's schema, not with this file: a shopper browsing the catalog never
// downloads it, and a page whose rules come later (`laterRules`) shows without it.
// Every form check goes through here.

/** A form's rules fetched when first needed (see `laterRules`). */
export type LaterRules<T> = () => Promise<ZodType<T> | undefined>;

/**
 * A form's rules loaded apart from its page, once: the page (login, register, the password reset)
 * shows without zod, 90 KB of script that a slow phone must download and run first. The page
 * starts loading them at the shopper's first interaction (`useRulesAhead`), so they are in before
 * the submit. Rules that cannot be loaded (the connection dropped) give undefined: the server
 * checks with the same ones.
 */
export function laterRules<T>(load: () => Promise<ZodType<T>>): LaterRules<T> {
  let loading: Promise<ZodType<T> | undefined> | undefined;
  return () => {
    loading ??= load().catch(() => {
      loading = undefined;
      return undefined;
    });
    return loading;
  };
}

/** The first marked control of a form: MUI puts aria-invalid on the input (or the select's combobox). */
const INVALID = '[aria-invalid="true"]:not([aria-hidden="true"])';

/** Loads a form's later rules at the shopper's first touch, key or click on the page. */
export function useRulesAhead(rules: LaterRules<unknown>): void {
  useEffect(() => onFirstInteraction(() => void rules()), [rules]);
}

/**
 * Field-level errors of one form. A failed check marks every wrong field (`aria-invalid`, the
 * message under it), shows the summary as a toast and moves the focus to the first wrong field;
 * typing in a field clears its mark. The problems come from the shared schema the server checks
 * with, or from the server's answer (its `fields`), so both sides mark the same fields.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  // A layout effect: the focus moves in the same frame as the marks appear. (React runs a click's
  // effects at once anyway; preact/compat, tried in decision 0021, runs plain effects only after
  // the next frame is painted.)
  useLayoutEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID)?.focus();
  }, [focusRequest]);

  const show = useCallback((problems: FormProblems, severity: Severity = "warning") => {
    // Marks found on leaving a field stay: the schema may stop at an earlier rule (every field
    // filled) before it judges that field again. Editing a field clears its own mark.
    setErrors((current) => ({ ...current, ...problems.fields }));
    toast(problems.message, severity);
    setFocusRequest((n) => n + 1);
  }, []);

  /** The parsed values, or undefined after marking what is wrong. */
  const check = useCallback(
    <T>(schema: ZodType<T>, values: unknown): T | undefined => {
      const checked = checkFields(schema, values);
      if (checked.ok) {
        setErrors({});
        return checked.data;
      }
      show(checked.problems);
      return undefined;
    },
    [show],
  );

  /**
   * `check` with rules loaded apart from the page. Without them (not loaded) the values go as they
   * are, and the server's answer marks what is wrong.
   */
  const checkLater = useCallback(
    async <T>(rules: LaterRules<T>, values: T): Promise<T | undefined> => {
      const schema = await rules();
      return schema ? check(schema, values) : values;
    },
    [check],
  );

  /** Marks the fields a refused call named; true when it named any (the caller still shows its toast). */
  const markFromServer = useCallback((error: unknown): boolean => {
    const fields = failure(error).fields;
    if (!fields || Object.keys(fields).length === 0) return false;
    setErrors(fields);
    setFocusRequest((n) => n + 1);
    return true;
  }, []);

  /** Sets or clears one field's message (a check on leaving the field, a picture refused on choosing). */
  const setError = useCallback((name: string, message: string | null | undefined) => {
    setErrors((current) => {
      if ((current[name] ?? null) === (message ?? null)) return current;
      const { [name]: _gone, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });
  }, []);

  const clear = useCallback((name: string) => setError(name, null), [setError]);
  const reset = useCallback(() => setErrors({}), []);

  /** A text field's error props: marked, with the message under it (or the hint when all is well). */
  const field = (name: string, hint?: ReactNode) => ({
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  /**
   * All a text field of one field takes: its value, a change handler that keeps the typed text
   * and clears the field's mark, and the mark (or the hint).
   */
  const input = (name: string, value: string, setValue: (value: string) => void, hint?: ReactNode) => ({
    value,
    onChange: (e: { target: { value: string } }) => {
      setValue(e.target.value);
      clear(name);
    },
    ...field(name, hint),
  });
  return { formRef, errors, show, check, checkLater, markFromServer, setError, clear, reset, field, input };
}

export type FieldErrors = ReturnType<typeof useFieldErrors>;

/** What a text input of a form takes from `errors.input` or `text(field)`: value, change handler, mark. */
export type TextInputProps = ReturnType<FieldErrors["input"]>;

/**
 * The text values of a form kept as typed (a half-typed number stays), one record. `text(field)`
 * is what a TextField of that field takes (see `input`); `set(field)` takes a plain string, for
 * inputs that hand one over (the phone field).
 */
export function useFormValues<V extends Record<keyof V, string>>(initial: V, errors: FieldErrors) {
  const [values, setValues] = useState<V>(initial);
  const set = (name: keyof V & string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    errors.clear(name);
  };
  const text = (name: keyof V & string, hint?: ReactNode) =>
    errors.input(name, values[name], set(name), hint);
  return { values, setValues, set, text };
}
