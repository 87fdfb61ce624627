/**
 * The signed-in user's id: the `sub` claim of the stored JWT. The browser only reads the payload;
 * the server verifies the token on every call, so nothing here is trusted for access.
 */
export function tokenUserId(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    const sub = Number((JSON.parse(json) as { sub?: unknown }).sub);
    return Number.isInteger(sub) && sub > 0 ? sub : null;
  } catch {
    return null;
  }
}
