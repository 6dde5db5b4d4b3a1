import {
  API,
  authMethodsSchema,
  authReplySchema,
  errorBodySchema,
  signInCodeBodySchema,
  type AuthMethods,
} from '@daftar/contract';
import { routesPlugin } from '../../app-instance';
import { signUpMode } from '../../config';
import { emailOrigin } from '../../lib/public-origin';
import { createUniversitySignIn, exchangeSignInCode } from './university-sign-in';

/** Binds a sign-in to the browser that began it; only the callback's path ever sees it. */
const STATE_COOKIE = 'daftar_sign_in_state';
/** The web page the callback ends on; the outcome goes in its fragment. */
const LANDING_PAGE = '/auth/university';

export const universitySignInRoutes = routesPlugin(
  { name: 'university-sign-in-routes', dependencies: ['core', 'rate-limits'] },
  async (app) => {
    const { config, database, tokens } = app;
    const { db } = database;
    // The provider knows the app by the redirect address registered with it: PUBLIC_URL, which
    // the configuration asks for with OIDC_ISSUER.
    const appUrl = emailOrigin(config);
    const university =
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID
        ? createUniversitySignIn({
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            match: config.OIDC_MATCH,
            idClaim: config.OIDC_ID_CLAIM,
            redirectUri: `${appUrl}${API.universitySignInCallback}`,
            signedOutUri: `${appUrl}/auth/login`,
            studentEmailTemplate: config.STUDENT_EMAIL_TEMPLATE,
          })
        : null;

    app.get(API.authMethods, {
      schema: { response: { 200: authMethodsSchema } },
      handler: async (): Promise<AuthMethods> => ({
        password: config.PASSWORD_SIGNIN,
        signUp: signUpMode(config),
        passwordReset: config.PASSWORD_SIGNIN !== 'off' && config.SMTP_URL !== undefined,
        university: university && {
          label: { en: config.OIDC_LABEL_EN, ms: config.OIDC_LABEL_MS },
          endsProviderSession: await university.endSessionUrl().then(
            (url) => url !== null,
            () => false,
          ),
        },
      }),
    });

    if (!university) return;
    const secure = appUrl.startsWith('https:') ? '; Secure' : '';
    const stateCookie = (value: string, maxAge: number) =>
      `${STATE_COOKIE}=${value}; Path=/api/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;

    app.get(API.universitySignInStart, {
      onRequest: app.rateLimit({ name: 'university-sign-in', max: 60, windowSeconds: 60 }),
      handler: async (_request, reply) => {
        const { url, state } = await university.start(db);
        reply.header('set-cookie', stateCookie(state, 600));
        return reply.redirect(url.href);
      },
    });

    app.get(API.universitySignInCallback, {
      handler: async (request, reply) => {
        const callbackUrl = new URL(request.url, appUrl);
        const outcome = await university.finish(db, callbackUrl, cookie(request.headers.cookie));
        reply.header('set-cookie', stateCookie('', 0));
        if (outcome.kind === 'failed') {
          request.log.warn({ reason: outcome.reason }, 'university sign-in failed');
        } else if (outcome.kind === 'notOnRoll') {
          request.log.warn('university sign-in refused: not on the roll');
        }
        const fragment =
          outcome.kind === 'signedIn' ? `code=${outcome.code}` : `refused=${outcome.kind}`;
        return reply.redirect(`${appUrl}${LANDING_PAGE}#${fragment}`);
      },
    });

    app.post(API.universitySignInExchange, {
      onRequest: app.rateLimit({ name: 'sign-in-codes', max: 30, windowSeconds: 60 }),
      schema: {
        body: signInCodeBodySchema,
        response: { 200: authReplySchema, 401: errorBodySchema },
      },
      handler: (request) => exchangeSignInCode(db, tokens, request.body.code),
    });

    app.get(API.universitySignOut, {
      handler: async (_request, reply) => {
        const url = await university.endSessionUrl();
        return reply.redirect(url?.href ?? `${appUrl}/auth/login`);
      },
    });
  },
);

function cookie(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) return value.join('=');
  }
  return undefined;
}
