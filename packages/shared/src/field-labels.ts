/**
 * The words a message uses for a field, by the field's key, or by its dotted path with list
 * positions left out when the key alone is ambiguous ("products.id" is a cart line's product).
 * Messages of the shared input rules (text-rules.ts, ids.ts) name fields with these words.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Accounts
  fullName: "Full name",
  email: "Email",
  phone: "Phone number",
  password: "Password",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Password confirmation",
  otp: "Verification code",
  token: "Token",
  // Orders
  phoneNumber: "Phone number",
  city: "City",
  chowkName: "Chowk name",
  famousLandMark: "Famous landmark",
  // Products and software
  name: "Name",
  brand: "Brand",
  model: "Model",
  description: "Description",
  category: "Category",
  q: "Search text",
  remarks: "Remarks",
  link: "Link",
  // Company
  message: "Message",
  aboutCompany: "About company",
  address: "Address",
  faxNumber: "Fax number",
  openingHours: "Opening hours",
  time: "Time",
  // Ids
  id: "The id",
  customerId: "The customer id",
  userId: "The user id",
  "products.id": "A cart line's product id",
};

/** "famousLandMark" → "Famous land mark": a readable name for a field no one has worded yet. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words for the field at a validation issue's path. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).filter((p): p is string => typeof p === "string");
  const last = keys.at(-1);
  if (last === undefined) return "The request";
  return FIELD_LABELS[keys.join(".")] ?? FIELD_LABELS[last] ?? spelledOut(last);
}
