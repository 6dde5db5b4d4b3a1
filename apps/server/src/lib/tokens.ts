import { tokenClaimsSchema, type Role, type TokenClaims } from '@daftar/contract';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenService {
  sign(user: { id: number; role: Role; tokenVersion: number }): string;
  /** The token's claims, or null for any token that is not ours, is altered or has expired. */
  verify(token: string): TokenClaims | null;
}

/** HS256 session tokens; the algorithm is pinned, so `alg: none` or RS256 tokens are refused. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'role', 'exp', 'ver'],
    cache: 10_000,
  });
  return {
    sign: (user) => signer({ sub: String(user.id), role: user.role, ver: user.tokenVersion }),
    verify(token) {
      try {
        const claims = tokenClaimsSchema.safeParse(verifier(token));
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
