import { errors, jwtVerify, SignJWT } from "jose";

export const TOKEN_LIFETIME = "7d";

export interface TokenClaims {
  userId: number;
  /** The user's token version when the token was issued; a password change raises it. */
  version: number;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(secret);
}

/** The claims of a valid token, or null for an expired, forged or malformed one. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    const version = payload.ver;
    if (!Number.isInteger(userId) || typeof version !== "number") return null;
    return { userId, version };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
