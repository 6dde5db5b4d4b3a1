import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

/** The test provider's client, as the university's IT office would register Daftar. */
export const TEST_CLIENT = { id: 'daftar', secret: 'daftar-test-client-secret' } as const;

export interface TestOpenIdProvider {
  issuer: string;
  /**
   * What the provider says of each login (its development login page takes any login and
   * password): a login not here is a person the provider knows, with nothing but a subject.
   */
  people: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (npm's `oidc-provider`) on localhost, with its own login, consent and
 * sign-out pages, for Daftar registered with `appUrl`'s callback and sign-out addresses.
 */
export async function startOpenIdProvider(appUrl: string): Promise<TestOpenIdProvider> {
  const issuer = `http://127.0.0.1:${await freePort()}`;
  const people = new Map<string, Record<string, unknown>>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [`${appUrl}/api/auth/oidc/callback`],
        post_logout_redirect_uris: [`${appUrl}/auth/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Claims asked for by scope go to userinfo, not the ID token (the default, and Entra's way
    // with optional claims unset): Daftar must fetch them.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'employeeId'],
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...people.get(sub) }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['daftar-test-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(issuer).port), '127.0.0.1', resolve),
  );
  return {
    issuer,
    people,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser enough for the provider's pages: it keeps cookies, follows redirects, and submits
 * each page's form (the login form with `login`, the consent and sign-out forms as they are),
 * until a redirect leads to `stopAt`.
 */
export class FormBrowser {
  private readonly cookies = new Map<string, string>();
  /** Pages with a login form seen, to tell a fresh sign-in from one the provider remembered. */
  loginPages = 0;

  constructor(private readonly login: string) {}

  async visit(url: string, stopAt: (url: URL) => boolean): Promise<URL> {
    let next: { url: string; form?: URLSearchParams } = { url };
    for (let step = 0; step < 20; step += 1) {
      if (stopAt(new URL(next.url))) return new URL(next.url);
      const response = await fetch(next.url, {
        method: next.form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: next.form?.toString(),
      });
      this.keepCookies(response);
      const location = response.headers.get('location');
      if (location) {
        next = { url: new URL(location, next.url).href };
        continue;
      }
      const page = await response.text();
      const form = /<form[^>]*action="([^"]+)"[^>]*>/.exec(page) ?? /<form[^>]*>/.exec(page);
      if (!form)
        throw new Error(`${response.status} at ${next.url} with no form: ${page.slice(0, 300)}`);
      next = {
        url: new URL(decodeHtml(form[1] ?? /action="([^"]+)"/.exec(form[0])?.[1] ?? ''), next.url)
          .href,
        form: this.fill(page),
      };
    }
    throw new Error('too many steps');
  }

  /** The form's hidden fields, the login when it asks for one, and "yes" to signing out. */
  private fill(page: string): URLSearchParams {
    const form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    )) {
      form.set(name!, decodeHtml(value!));
    }
    if (/name="login"/.test(page)) {
      this.loginPages += 1;
      form.set('login', this.login);
      form.set('password', 'any password');
    }
    if (/name="logout"/.test(page)) form.set('logout', 'yes');
    return form;
  }

  private keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }
}

const decodeHtml = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x3D;', '=')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x2F;', '/');
