import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { servicePlugin } from './app-instance';
import { reviewRoutes } from './modules/review/review.routes';

describe('the app as plugins', () => {
  it('refuses to start a part whose dependencies were not registered before it', async () => {
    const app = Fastify();
    await expect(app.register(reviewRoutes)).rejects.toThrow(/dependency 'auth'/);
    await app.close();
  });

  it('starts a part once what it names is there', async () => {
    const app = Fastify();
    const marker = (name: string) => servicePlugin({ name }, () => undefined);
    await app.register(marker('auth'));
    await app.register(marker('seats'));
    // Its routes need the real services only when they are called.
    const decorate = servicePlugin({ name: 'services' }, (instance) => {
      instance.decorate('auth', { optional: async () => undefined, require: () => async () => {} });
    });
    await app.register(decorate);
    await expect(app.register(reviewRoutes)).resolves.toBeDefined();
    await app.close();
  });
});
