import { z } from 'zod';
import {
  PASSWORD_SIGN_IN_MODES,
  SIGN_UP_MODES,
  WAITLIST_MAX_PER_STUDENT_DEFAULT,
  type SignUpMode,
} from '@daftar/contract';

const onOff = z.enum(['on', 'off']);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'DATABASE_URL must start with postgres:// or sqlite:')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(604_800)
      .default(8 * 3600),
    SEED: z.enum(['demo', 'none']).default('demo'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    REDIS_URL: z.string().url().optional(),
    QUOTA_EVENT_WINDOW_MS: z.coerce.number().int().min(10).max(10_000).default(250),
    /** Subjects one student may wait for at once. */
    WAITLIST_MAX_PER_STUDENT: z.coerce
      .number()
      .int()
      .min(1)
      .max(20)
      .default(WAITLIST_MAX_PER_STUDENT_DEFAULT),
    RATE_LIMITS: onOff.default('on'),
    /** Counted per account and address, so failures elsewhere never hold back the account's owner. */
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
    LOGIN_FAILURE_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
    LOGIN_MAX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
    /** How accounts are made: see `signUpMode` for the default. */
    SIGNUP: z.enum(SIGN_UP_MODES).optional(),
    /** Who may still sign in with a password once the university's sign-in is on. */
    PASSWORD_SIGNIN: z.enum(PASSWORD_SIGN_IN_MODES).default('all'),
    /**
     * Sign-in with the university's account (OpenID Connect, issue 43): the provider's issuer,
     * found by discovery. Plain http is accepted for a provider on this machine only (tests).
     */
    OIDC_ISSUER: z
      .string()
      .url()
      .refine(
        (url) =>
          /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url),
        'OIDC_ISSUER must start with https:// (http:// only for localhost)',
      )
      .optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** How a person the provider vouches for is found: by email, or by an ID in a claim. */
    OIDC_MATCH: z.enum(['email', 'id']).default('email'),
    /** The claim carrying the student or staff ID when OIDC_MATCH=id (Entra ID: `employeeId`). */
    OIDC_ID_CLAIM: z.string().trim().min(1).optional(),
    OIDC_LABEL_EN: z.string().trim().min(1).max(60).default('Sign in with your university account'),
    OIDC_LABEL_MS: z.string().trim().min(1).max(60).default('Log masuk dengan akaun universiti'),
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(300),
    /** Calendar feed requests from one address per minute (calendar services fetch for many). */
    CALENDAR_FEED_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Registration slips one person may ask for per minute (issue 40; decision 015). */
    SLIP_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(16),
    /** Requests from one address that present an API token, per minute (issue 43; decision 030). */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Worker threads that draw slip PDFs, off the event loop; started on the first slip. */
    SLIP_RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Extra origins allowed to open a live socket; the server's own origin is always allowed. */
    ALLOWED_ORIGINS: z.string().optional(),
    WEB_DIST: z.string().optional(),
    /** Where a student without an email on their account gets mail: `{studentId}` is replaced. */
    STUDENT_EMAIL_TEMPLATE: z
      .string()
      .regex(
        /\{studentId\}@[^@\s]+$/,
        'STUDENT_EMAIL_TEMPLATE must look like {studentId}@example.edu',
      )
      .optional(),
    /** Email is sent (through the outbox) only when set: `smtp://host:port` or `smtps://...`. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://host:port')
      .optional(),
    MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
    /**
     * Where people reach the app, for links (emails, slips' QR codes, calendar feeds). Unset, a
     * page's links take the origin its request came to (lib/public-origin.ts); emails, which have
     * no request, link to http://localhost:PORT.
     */
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'PUBLIC_URL must start with http:// or https://')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** The university named at the head of every registration slip. */
    UNIVERSITY_NAME: z.string().trim().min(1).max(120).default('Universiti Daftar'),
    /** Decisions on one student's registration within this window go in one email. */
    EMAIL_GROUP_WINDOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** When advisors who chose a daily digest get it, on the campus clock (Malaysia time). */
    EMAIL_DIGEST_AT: z
      .string()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'EMAIL_DIGEST_AT must be HH:MM')
      .default('17:00'),
    /** How often the delivery worker looks for due messages. */
    EMAIL_POLL_MS: z.coerce.number().int().min(20).max(600_000).default(2000),
    /** The first retry's wait; each next one doubles, up to an hour. */
    EMAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** Turns on GET /metrics for Prometheus, which must send it as a bearer token (decision 017). */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** How often admins' sockets get the registrar's dashboard figures. */
    LIVE_FIGURES_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** The `process` label on every figure; the host name and process id when unset. */
    PROCESS_NAME: z.string().trim().min(1).max(100).optional(),
    /**
     * Behind a load balancer: how long a process told to stop keeps serving with readiness failed,
     * so the balancer's health checks take it out first (decision 018). 0 closes at once.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * The admission gate (issue 25, decision 019): with `on`, a period whose gate the registrar
     * enabled admits students to registration through a fair queue.
     */
    GATE: onOff.default('off'),
    /** How often each process counts admissions and tells browsers; 0 stops it (tests tick). */
    GATE_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** How long a claimed message is its worker's; a crashed worker's message is sent again after. */
    EMAIL_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(300_000),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined, {
    message: 'JWT_SECRET (at least 32 characters) is required when NODE_ENV=production',
    path: ['JWT_SECRET'],
  })
  .refine((env) => env.OIDC_ISSUER === undefined || env.OIDC_CLIENT_ID !== undefined, {
    message: 'OIDC_CLIENT_ID is required with OIDC_ISSUER',
    path: ['OIDC_CLIENT_ID'],
  })
  // The provider sends people back to the redirect address registered with it, which is fixed.
  .refine((env) => env.OIDC_ISSUER === undefined || env.PUBLIC_URL !== undefined, {
    message:
      'PUBLIC_URL (the redirect address registered with the provider) is required with OIDC_ISSUER',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => env.OIDC_MATCH !== 'id' || env.OIDC_ID_CLAIM !== undefined, {
    message:
      'OIDC_ID_CLAIM (the claim carrying the student or staff ID) is required with OIDC_MATCH=id',
    path: ['OIDC_ID_CLAIM'],
  })
  // Without the university's sign-in, limiting passwords would lock everyone (or every student) out.
  .refine((env) => env.PASSWORD_SIGNIN === 'all' || env.OIDC_ISSUER !== undefined, {
    message: 'PASSWORD_SIGNIN=staff or off needs OIDC_ISSUER (the university sign-in)',
    path: ['PASSWORD_SIGNIN'],
  });

/** How accounts are made: as set, else from the roll in production and by anyone elsewhere. */
export function signUpMode(config: Config): SignUpMode {
  return config.SIGNUP ?? (config.NODE_ENV === 'production' ? 'roll' : 'open');
}

export type Config = z.infer<typeof envSchema>;

/** Reads and checks the environment; a bad setting stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The configuration tests start from: in-memory SQLite, quiet, no demo data. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, String(v)])),
  });
}
