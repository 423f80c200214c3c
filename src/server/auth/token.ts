import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /**
   * Set on a partner API token (users/partnerTokens.ts): its id (jti), which must still be the user's current one.
   * Session tokens have none.
   */
  tokenId?: string;
}

export interface TokenService {
  /** A token for the claims, valid `ttlSeconds` (the session's TTL unless given). */
  issue: (claims: TokenClaims, ttlSeconds?: number) => Promise<string>;
  /** The claims of a well-signed, unexpired token (with its expiry, unix seconds), or null for anything else. */
  verify: (token: string) => Promise<(TokenClaims & { expiresAt: number }) | null>;
  ttlSeconds: number;
}

const ALG = 'HS256';

/** HS256 session tokens: `sub` the user id, `tv` the user's token_version, `exp` now + TTL. */
export function createTokenService(key: Uint8Array, ttlSeconds: number): TokenService {
  return {
    ttlSeconds,
    issue: ({ userId, tokenVersion, tokenId }, ttl = ttlSeconds) => {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + ttl);
      return (tokenId ? jwt.setJti(tokenId) : jwt).sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (
          !Number.isInteger(userId) ||
          userId <= 0 ||
          typeof tokenVersion !== 'number' ||
          typeof payload.exp !== 'number'
        )
          return null;
        const tokenId = typeof payload.jti === 'string' ? payload.jti : undefined;
        return { userId, tokenVersion, expiresAt: payload.exp, ...(tokenId ? { tokenId } : {}) };
      } catch {
        return null;
      }
    },
  };
}
