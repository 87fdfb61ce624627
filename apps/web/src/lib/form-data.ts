/** Multipart form data from an object; files and defined values only. */
export function toFormData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
