/**
 * The auth schemas (./auth-schemas) on demand: the first script carries no zod, and every reader
 * of a session or sign-in reply waits for this alongside its request.
 */
export const loadAuthSchemas = () => import('./auth-schemas');
