import { useState } from "react";

/**
 * The text values of an admin form (products, software), kept as typed so a half-typed number
 * stays; `set(field)` is the change handler of that field's input.
 */
export function useFieldValues<V extends Record<keyof V, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const set = (field: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  return { values, setValues, set };
}
