import 'i18next';
import type { resources } from '@/lib/i18n';
import type gate from '@/locales/en/gate.json';
import type profile from '@/locales/en/profile.json';
import type registrar from '@/locales/en/registrar.json';
import type verify from '@/locales/en/verify.json';

// Typed keys: a missing or misspelt piece of copy fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The registrar's, the profile's, the slip check's and the admission queue's copy load with
    // their screens (features/*/i18n.ts).
    resources: (typeof resources)['en'] & {
      gate: typeof gate;
      registrar: typeof registrar;
      profile: typeof profile;
      verify: typeof verify;
    };
  }
}
