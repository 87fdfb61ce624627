/**
 * The words a person reads for each field of the shop's forms and calls, by the field's key, or by
 * its dotted path with list positions left out when the key alone is ambiguous ("products.id" is a
 * cart line's product). Every message that names a field (the Zod defaults, the shared input rules
 * in text-rules.ts and ids.ts, upload refusals, the forms' own hints) takes its name from here, so
 * a message never shows an internal name such as "mainFile".
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Accounts
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  password: "Password",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  otp: "Verification code",
  token: "Token",
  // Orders
  deliveryType: "Delivery",
  phoneNumber: "Phone number",
  city: "City",
  chowkName: "Chowk name",
  famousLandMark: "Famous landmark",
  paymentMethod: "Payment method",
  note: "Note for the shop",
  deliveryAreaId: "Delivery area",
  orderedQuantity: "Ordered quantity",
  products: "Cart",
  // Products and software
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
  specs: "Specifications",
  // Payments
  gateway: "Payment gateway",
  method: "Payment method",
  amount: "Amount",
  // Delivery areas
  charge: "Delivery charge",
  freeFrom: "Free from",
  active: "Active",
  // Company
  message: "Message",
  aboutCompany: "About company",
  address: "Address",
  faxNumber: "Fax number",
  openingHours: "Opening hours",
  time: "Time",
  // Lists
  q: "Search text",
  page: "Page",
  pageSize: "Page size",
  minPrice: "Lowest price",
  maxPrice: "Highest price",
  // Ids
  id: "The id",
  customerId: "The customer id",
  userId: "The user id",
  "products.id": "A cart line's product id",
  // Counter sales, bills and warranty
  lines: "Lines",
  "lines.id": "A line's product id",
  "lines.productId": "A line's product id",
  "lines.quantity": "A line's quantity",
  "lines.serials": "Serial numbers",
  serials: "Serial numbers",
  serial: "Serial number",
  buyer: "Buyer",
  "buyer.name": "Buyer name",
  "buyer.phone": "Buyer phone",
  "buyer.pan": "Buyer PAN",
  "buyer.address": "Buyer address",
  discount: "Discount",
  "discount.amount": "Discount",
  "discount.reason": "Discount reason",
  received: "Amount received",
  reason: "Reason",
  billId: "The bill id",
  kind: "Kind",
  date: "Date",
  from: "From",
  to: "To",
  format: "Format",
  after: "After",
  hsCode: "HS code",
  warrantyMonths: "Warranty (months)",
  tracksSerials: "Tracks serial numbers",
  taxRegistration: "Tax registration",
  panNumber: "PAN/VAT Number",
};

/** "famousLandMark" → "Famous land mark": a readable name for a field no one has worded yet. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * The words for a field: by its key ("chowkName"), or by a validation issue's path, where the
 * dotted path is tried before the last key.
 */
export function fieldLabel(field: string | readonly PropertyKey[] | undefined): string {
  if (typeof field === "string") return FIELD_LABELS[field] ?? spelledOut(field);
  const keys = (field ?? []).filter((p): p is string => typeof p === "string");
  const last = keys.at(-1);
  if (last === undefined) return "The request";
  return FIELD_LABELS[keys.join(".")] ?? FIELD_LABELS[last] ?? spelledOut(last);
}
