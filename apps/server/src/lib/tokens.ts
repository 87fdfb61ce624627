import { errors, jwtVerify, SignJWT } from "jose";

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  userId: number;
  /** The server-side session the token belongs to; the token works only while it exists. */
  sessionId: string;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** How many verified tokens each secret keeps (the oldest go first). */
const VERIFIED_KEPT = 10_000;

/**
 * Tokens whose signature was already checked, per secret, with their claims and expiry (ms).
 * A signed-in user sends the same token with every request: checking its signature again (the
 * Web Crypto HMAC costs about half a millisecond of CPU) would give the same answer until it
 * expires. Only the signature and the expiry are kept here; whether the session still exists is
 * asked of the database every time (userFromToken).
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; expiresMs: number }>>();

/** The claims of a valid token, or null for an expired, forged or malformed one. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit) {
    if (Date.now() < hit.expiresMs) return hit.claims;
    known!.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== "string" || sessionId === "") return null;
    const claims = { userId, sessionId };
    // Tokens without an expiry are not kept (every token this shop signs has one).
    if (typeof payload.exp === "number") {
      if (!known) {
        known = new Map();
        verified.set(secret, known);
      }
      if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
      known.set(token, { claims, expiresMs: payload.exp * 1000 });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
