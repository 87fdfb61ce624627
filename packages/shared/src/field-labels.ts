/**
 * The words a person reads for each field of the shop's forms and calls. Every message that names
 * a field (the Zod defaults, upload refusals, the forms' own hints) takes its name from here, so a
 * message never shows an internal name such as "mainFile".
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  password: "Password",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  otp: "Verification code",
  name: "Name",
  brand: "Brand",
  model: "Model",
  price: "Price",
  youSaved: "You saved",
  quantity: "Quantity",
  description: "Description",
  category: "Category",
  remarks: "Remarks",
  mainFile: "Main picture",
  optionalFile1: "Optional picture 1",
  optionalFile2: "Optional picture 2",
  optionalFile3: "Optional picture 3",
  image: "Picture",
  link: "Link",
  deliveryType: "Delivery",
  phoneNumber: "Phone number",
  city: "City",
  chowkName: "Chowk name",
  famousLandMark: "Famous landmark",
  paymentMethod: "Payment method",
  note: "Note for the shop",
  orderedQuantity: "Ordered quantity",
  products: "Cart",
  message: "Message",
  q: "Search text",
  page: "Page",
  pageSize: "Page size",
};

/** A field's name in words: its label, or its key spelled out ("chowkName" → "Chowk name"). */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : key;
}
