import {
  API,
  authReplySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import { emailOrigin } from '../../lib/public-origin';
import { accountMail } from './account-mail';
import { resetPassword, sendResetLink, type PasswordResetOptions } from './password-reset';

/** "Forgot password?": a link by email, for accounts that sign in with a password. */
export const passwordResetRoutes = routesPlugin(
  { name: 'password-reset-routes', dependencies: ['core', 'domain-events', 'rate-limits'] },
  async (app) => {
    const { config, database, tokens, domainEvents } = app;
    const { db } = database;
    const options: PasswordResetOptions = {
      mail: accountMail(config),
      publicUrl: emailOrigin(config),
      studentEmailTemplate: config.STUDENT_EMAIL_TEMPLATE,
      passwordSignIn: config.PASSWORD_SIGNIN,
      log: app.log,
    };
    const passwordsOff = () => {
      if (config.PASSWORD_SIGNIN === 'off') throw new AppError(403, 'PASSWORD_SIGN_IN_OFF');
    };

    app.post(API.forgotPassword, {
      onRequest: app.rateLimit({ name: 'password-links', max: 10, windowSeconds: 15 * 60 }),
      schema: {
        body: forgotPasswordBodySchema,
        response: { 204: z.null(), 403: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        passwordsOff();
        await sendResetLink(db, request.body, options);
        return reply.status(204).send(null);
      },
    });

    app.post(API.resetPassword, {
      onRequest: app.rateLimit({ name: 'password-resets', max: 20, windowSeconds: 15 * 60 }),
      schema: {
        body: resetPasswordBodySchema,
        response: { 200: authReplySchema, 400: errorBodySchema, 403: errorBodySchema },
      },
      handler: (request) => {
        passwordsOff();
        return resetPassword(db, tokens, domainEvents, request.body);
      },
    });
  },
);
