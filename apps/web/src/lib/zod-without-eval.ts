// Every `import ... from 'zod'` of the client, the contract's included, comes here (vite.config.ts).
// Zod compiles object validators with `new Function`, which the page's CSP (script-src 'self')
// refuses; its probe for eval alone is reported as a CSP violation. The probe runs when the first
// object schema is built, so `jitless` must be set before any module builds one: this module sits
// between zod and every importer, so it always runs first.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
