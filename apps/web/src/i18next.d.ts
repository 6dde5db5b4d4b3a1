import 'i18next';
import type { resources } from '@/lib/i18n';

// Typed keys: a missing or misspelt piece of copy fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
