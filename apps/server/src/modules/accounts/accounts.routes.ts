import {
  API,
  authReplySchema,
  changePasswordBodySchema,
  errorBodySchema,
  profileBodySchema,
  profileSchema,
  loginBodySchema,
  registerBodySchema,
  signUpCodeBodySchema,
  signUpVerificationSchema,
  userPreferencesBodySchema,
  userSchema,
} from '@daftar/contract';
import { routesPlugin } from '../../app-instance';
import { signUpMode } from '../../config';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { login, logout, register, setLanguage } from './accounts.service';
import { changePassword, getProfile, updateProfile } from './profile.service';
import { accountMail } from './account-mail';
import { createLoginThrottle } from './login-throttle';
import { requestRollSignUp, verifyRollSignUp, type RollSignUpOptions } from './roll-sign-up';

export const accountsRoutes = routesPlugin(
  {
    name: 'accounts-routes',
    dependencies: ['core', 'auth', 'metrics', 'redis', 'domain-events', 'rate-limits'],
  },
  async (app) => {
    const { config, database, tokens, auth, domainEvents, metrics, redis } = app;
    const { db } = database;
    const limited = config.RATE_LIMITS === 'on';
    const throttle = limited
      ? createLoginThrottle({
          accountFailures: config.LOGIN_FAILURES_PER_ACCOUNT,
          addressFailures: config.LOGIN_FAILURES_PER_ADDRESS,
          windowMs: config.LOGIN_FAILURE_WINDOW_MS,
          maxDelayMs: config.LOGIN_MAX_DELAY_MS,
          redis: await redis?.connect({ purpose: 'sign-in limits', queueWhileAway: false }),
        })
      : undefined;

    const countFailure = <T>(attempt: Promise<T>) =>
      attempt.catch((error: unknown) => {
        if (isLoginFailure(error)) metrics.loginFailed();
        throw error;
      });

    app.post('/api/login', {
      schema: {
        body: loginBodySchema,
        response: {
          200: authReplySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
      handler: async (request, reply) => {
        if (!throttle) {
          return countFailure(
            login(db, tokens, request.body, requestLanguage(request), config.PASSWORD_SIGNIN),
          );
        }
        const account = request.body.username.toLowerCase();
        const wait = await throttle.waitMs(account, request.ip);
        if (wait > 0) {
          metrics.loginThrottled();
          const seconds = Math.ceil(wait / 1000);
          reply.header('retry-after', String(seconds));
          throw tooManyRequests(seconds, 'signIn');
        }
        try {
          const result = await countFailure(
            login(db, tokens, request.body, requestLanguage(request), config.PASSWORD_SIGNIN),
          );
          await throttle.succeeded(account, request.ip);
          return result;
        } catch (error) {
          if (isLoginFailure(error)) await throttle.failed(account, request.ip);
          throw error;
        }
      },
    });

    const signUp = signUpMode(config);
    const rollSignUp: RollSignUpOptions = {
      mail: accountMail(config),
      studentEmailTemplate: config.STUDENT_EMAIL_TEMPLATE,
      universityName: config.UNIVERSITY_NAME,
    };

    app.post('/api/register', {
      onRequest: app.rateLimit({
        name: 'signups',
        max: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
        windowSeconds: 3600,
      }),
      schema: {
        body: registerBodySchema,
        response: {
          201: authReplySchema,
          202: signUpVerificationSchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
      handler: async (request, reply) => {
        if (signUp === 'off') throw new AppError(403, 'SIGN_UP_OFF');
        if (signUp === 'roll') {
          return reply.status(202).send(await requestRollSignUp(db, request.body, rollSignUp));
        }
        return reply
          .status(201)
          .send(await register(db, tokens, request.body, requestLanguage(request)));
      },
    });

    if (signUp === 'roll') {
      app.post(API.registerVerify, {
        onRequest: app.rateLimit({ name: 'signup-codes', max: 30, windowSeconds: 15 * 60 }),
        schema: {
          body: signUpCodeBodySchema,
          response: { 201: authReplySchema, 400: errorBodySchema, 409: errorBodySchema },
        },
        handler: async (request, reply) =>
          reply.status(201).send(await verifyRollSignUp(db, tokens, request.body)),
      });
    }

    app.post('/api/logout', {
      onRequest: auth.optional,
      handler: async (request, reply) => {
        if (request.user) {
          await logout(db, domainEvents, request.user.id);
        }
        return reply.status(204).send();
      },
    });

    app.get('/api/user', {
      onRequest: auth.require(),
      schema: { response: { 200: userSchema, 401: errorBodySchema } },
      handler: (request) => currentUser(request),
    });

    app.patch('/api/user', {
      onRequest: auth.require(),
      schema: {
        body: userPreferencesBodySchema,
        response: { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      handler: (request) => setLanguage(db, currentUser(request), request.body.language),
    });

    app.get(API.profile, {
      onRequest: auth.require(),
      schema: { response: { 200: profileSchema, 401: errorBodySchema } },
      handler: (request) => getProfile(db, currentUser(request).id, config.STUDENT_EMAIL_TEMPLATE),
    });

    app.patch(API.profile, {
      onRequest: auth.require(),
      schema: {
        body: profileBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      handler: (request) =>
        updateProfile(db, currentUser(request).id, request.body, config.STUDENT_EMAIL_TEMPLATE),
    });

    app.post(API.password, {
      // A stolen session should not be a way to try passwords without end.
      onRequest: [
        app.rateLimit({ name: 'password-changes', max: 10, windowSeconds: 15 * 60 }),
        auth.require(),
      ],
      schema: {
        body: changePasswordBodySchema,
        response: { 200: authReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      handler: async (request) => {
        const user = currentUser(request);
        const reply = await changePassword(db, tokens, domainEvents, user, request.body);
        return reply;
      },
    });
  },
);

const isLoginFailure = (error: unknown) =>
  error instanceof AppError && error.code === 'INVALID_CREDENTIALS';
