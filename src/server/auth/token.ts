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

type VerifiedClaims = TokenClaims & { expiresAt: number };

/** How many verified tokens are remembered: far more than the sessions one process serves at a time. */
const VERIFIED_TOKENS = 10_000;

/**
 * HS256 session tokens: `sub` the user id, `tv` the user's token_version, `exp` now + TTL.
 *
 * Every request carries its token, and checking the signature was a good share of a request's work: the key is
 * imported once, and a token already verified is looked up by its exact text (the signature is part of it, so a
 * changed token is a miss), its expiry checked again on each use.
 */
export function createTokenService(key: Uint8Array, ttlSeconds: number): TokenService {
  const cryptoKey = crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, VerifiedClaims>();
  const remember = (token: string, claims: VerifiedClaims) => {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims;
  };
  return {
    ttlSeconds,
    issue: ({ userId, tokenVersion, tokenId }, ttl = ttlSeconds) => {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + ttl);
      return cryptoKey.then((signingKey) => (tokenId ? jwt.setJti(tokenId) : jwt).sign(signingKey));
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known.expiresAt > Date.now() / 1000 ? known : null;
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, { algorithms: [ALG] });
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
        return remember(token, { userId, tokenVersion, expiresAt: payload.exp, ...(tokenId ? { tokenId } : {}) });
      } catch {
        return null;
      }
    },
  };
}
