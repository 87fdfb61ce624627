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

/** The claims of a valid token, or null for an expired, forged or malformed one. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== "string" || sessionId === "") return null;
    return { userId, sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
