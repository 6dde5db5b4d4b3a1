import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The Fastify instance Daftar builds, typed by the contract's zod schemas. A file of its own that
 * imports only Fastify: the services the plugins decorate the app with take the app, and they are
 * declared where they are made (each plugin's `declare module 'fastify'`).
 */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface PluginMeta {
  /** What app.ts and other plugins name it by. */
  name: string;
  /** The plugins it needs registered first: Fastify refuses to start if one is missing. */
  dependencies?: string[];
}

/**
 * A part of the app that decorates it with a service (`app.seats`, `app.gate`, ...) for the rest
 * of the app, or consumes events for the whole app: registered at the root, not encapsulated.
 */
export function servicePlugin<Options extends object = Record<never, never>>(
  meta: PluginMeta,
  register: (app: App, options: Options) => Promise<void> | void,
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = async (instance, options) =>
    register(instance.withTypeProvider<ZodTypeProvider>(), options);
  return fastifyPlugin(plugin, { ...meta, fastify: '5.x' });
}

/**
 * A module's routes: encapsulated (their hooks and decorations stay theirs), with the services
 * they use declared as dependencies, so app.ts shows what depends on what.
 */
export function routesPlugin(
  meta: PluginMeta,
  register: (app: App) => Promise<void> | void,
): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (instance) =>
    register(instance.withTypeProvider<ZodTypeProvider>());
  return fastifyPlugin(plugin, { ...meta, fastify: '5.x', encapsulate: true });
}
