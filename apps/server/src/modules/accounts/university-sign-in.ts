import { createHash, randomBytes } from 'node:crypto';
import type { AuthReply } from '@daftar/contract';
import * as oidc from 'openid-client';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TokenService } from '../../lib/tokens';
import { toUser } from './accounts.service';
import * as repo from './university-sign-in.repository';

export interface UniversitySignInSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** How the person is found: by the email the provider vouches for, or an ID in `idClaim`. */
  match: 'email' | 'id';
  idClaim?: string;
  /** Where the provider sends the browser back (registered with the provider). */
  redirectUri: string;
  /** Where the provider's sign-out ends (registered with the provider). */
  signedOutUri: string;
  /** Students without an email on their account get `{studentId}@…`: found by that too. */
  studentEmailTemplate?: string;
}

/** A sign-in begun and not finished in this time is refused when the browser comes back. */
const SIGN_IN_TTL_MS = 10 * 60_000;
/** The page exchanges its code at once; a minute allows for a slow phone. */
const CODE_TTL_MS = 60_000;

export type CallbackOutcome =
  { kind: 'signedIn'; code: string } | { kind: 'notOnRoll' } | { kind: 'failed'; reason: string };

export interface UniversitySignIn {
  /** Where to send the browser; `state` also goes in the browser's cookie. */
  start(db: Db): Promise<{ url: URL; state: string }>;
  /** Finishes a sign-in from the provider's redirect, checked against the browser's state. */
  finish(db: Db, callbackUrl: URL, browserState: string | undefined): Promise<CallbackOutcome>;
  /** The provider's sign-out page, when it has one. */
  endSessionUrl(): Promise<URL | null>;
}

export function createUniversitySignIn(settings: UniversitySignInSettings): UniversitySignIn {
  const configuration = discoverOnce(settings);

  return {
    async start(db) {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const now = Date.now();
      await repo.forgetSignInsBefore(db, new Date(now - SIGN_IN_TTL_MS));
      await repo.insertSignIn(db, {
        state,
        nonce,
        code_verifier: codeVerifier,
        now: new Date(now),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state };
    },

    async finish(db, callbackUrl, browserState) {
      const state = callbackUrl.searchParams.get('state');
      // The state must be the one this browser was given: else a link carrying someone else's
      // sign-in could sign this browser in as them.
      if (!state || state !== browserState) return failed('state not this browser’s');
      const pending = await repo.takeSignIn(db, state);
      if (!pending) return failed('state unknown or used');
      if (Date.parse(pending.created_at) < Date.now() - SIGN_IN_TTL_MS) return failed('too late');
      const config = await configuration();
      let claims: Record<string, unknown>;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.code_verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) return failed('no ID token');
        claims = { ...idToken };
        const wanted = settings.match === 'email' ? 'email' : (settings.idClaim ?? '');
        // Many providers put only the subject in the ID token and the rest in userinfo.
        if (claims[wanted] === undefined && config.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...info, ...claims };
        }
      } catch (error) {
        return failed(error instanceof Error ? error.message : String(error));
      }
      const person = await findPerson(db, settings, claims);
      if (person.kind === 'unknown') {
        await repo.recordRefusal(db, {
          subject: String(claims.sub),
          email: typeof claims.email === 'string' ? claims.email : null,
          claimedId: settings.idClaim ? stringClaim(claims[settings.idClaim]) : null,
          reason: person.reason,
          now: new Date(),
        });
        return { kind: 'notOnRoll' };
      }
      // The provider vouched for them: an imported account waiting for its person is theirs now.
      await repo.markClaimed(db, person.userId);
      const code = randomBytes(32).toString('base64url');
      await repo.insertSignInCode(
        db,
        hashCode(code),
        person.userId,
        new Date(Date.now() + CODE_TTL_MS),
      );
      return { kind: 'signedIn', code };
    },

    async endSessionUrl() {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        client_id: settings.clientId,
        post_logout_redirect_uri: settings.signedOutUri,
      });
    },
  };
}

/** The session a one-time code stands for; the code is gone once asked for, used or not. */
export async function exchangeSignInCode(
  db: Db,
  tokens: TokenService,
  code: string,
): Promise<AuthReply> {
  const row = await repo.takeSignInCode(db, hashCode(code));
  const user =
    row && Date.parse(row.expires_at) > Date.now()
      ? await repo.userById(db, row.user_id)
      : undefined;
  if (!user) throw new AppError(401, 'SIGN_IN_CODE_INVALID');
  return {
    token: tokens.sign({ id: user.id, role: user.role, tokenVersion: user.token_version }),
    user: toUser(user),
  };
}

const failed = (reason: string): CallbackOutcome => ({ kind: 'failed', reason });

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

const stringClaim = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;

type Found = { kind: 'known'; userId: number } | { kind: 'unknown'; reason: string };

/** The one account the provider's claims name; none when no account, or more than one, fits. */
async function findPerson(
  db: Db,
  settings: UniversitySignInSettings,
  claims: Record<string, unknown>,
): Promise<Found> {
  let ids: number[];
  if (settings.match === 'id') {
    const claimed = stringClaim(claims[settings.idClaim ?? '']);
    if (!claimed) return { kind: 'unknown', reason: `no ${settings.idClaim} claim` };
    ids = await repo.usersWithId(db, claimed);
  } else {
    const email = stringClaim(claims.email);
    if (!email) return { kind: 'unknown', reason: 'no email claim' };
    // A provider that says the address is unproven cannot vouch for whose it is.
    if (claims.email_verified === false) return { kind: 'unknown', reason: 'email not verified' };
    ids = await repo.usersWithEmail(
      db,
      email,
      studentIdInEmail(settings.studentEmailTemplate, email),
    );
  }
  if (ids.length === 1) return { kind: 'known', userId: ids[0]! };
  return {
    kind: 'unknown',
    reason: ids.length === 0 ? 'no such account' : 'more than one account',
  };
}

/** `A21CS0001@student.example.edu` under `{studentId}@student.example.edu`: A21CS0001. */
function studentIdInEmail(template: string | undefined, email: string): string | null {
  if (!template) return null;
  const domain = template.slice(template.indexOf('{studentId}') + '{studentId}'.length);
  if (!email.toLowerCase().endsWith(domain.toLowerCase())) return null;
  return email.slice(0, email.length - domain.length) || null;
}

/** Discovery happens on first use, once, and again after a failure (the provider was down). */
function discoverOnce(settings: UniversitySignInSettings): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | undefined;
  return () => {
    pending ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: 10,
        // The config allows plain http for a provider on localhost only.
        execute: settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
