import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface AccessClaims {
  customerId: number;
  /** The member of the customer's company logged in (claim `mid`). */
  memberId: number;
  customerNumber: string;
  tokenVersion: number;
  /** The session (refresh token family) it belongs to: logging out ends it, and the token with it. */
  sessionId: string;
}

/** Short-lived access tokens (HS256 JWT) and opaque refresh tokens stored as SHA-256 hashes. */
export function tokenIssuer(secret: string) {
  if (Buffer.byteLength(secret) < 32) throw new Error('AUTH_SECRET must be at least 32 bytes');
  const key = new TextEncoder().encode(secret);
  // Imported once: jose would import a raw key again for every token it verifies (most requests).
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return {
    access: (claims: AccessClaims) =>
      new SignJWT({ cn: claims.customerNumber, mid: claims.memberId, ver: claims.tokenVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.customerId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),

    /** The claims of a valid access token, or undefined. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await verifyKey, { algorithms: ['HS256'] });
        const customerId = Number(payload.sub);
        if (
          !Number.isInteger(customerId) ||
          typeof payload.cn !== 'string' ||
          // Tokens from before members existed name none: refused, the refresh token renews them.
          typeof payload.mid !== 'number' ||
          typeof payload.ver !== 'number' ||
          typeof payload.sid !== 'string'
        )
          return undefined;
        return {
          customerId,
          memberId: payload.mid,
          customerNumber: payload.cn,
          tokenVersion: payload.ver,
          sessionId: payload.sid,
        };
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenIssuer = ReturnType<typeof tokenIssuer>;

export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
