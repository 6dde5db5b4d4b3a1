import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The web app's features, and the server's modules with each one's services (`<name>.service.ts`):
// read from disk so a new feature or module is fenced in without editing this file.
const webFeatures = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules').map((name) => ({
  name,
  services: readdirSync(new URL(`apps/server/src/modules/${name}`, import.meta.url)).filter(
    (file) => file.endsWith('.service.ts'),
  ),
}));
const servicesOf = (modules) =>
  modules.flatMap(({ name, services }) => services.map((file) => `./${name}/${file}`));

const webZones = [
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to lib/ or components/, or compose them in app/.',
  })),
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'The app imports features, never the reverse.',
  },
  {
    target: ['apps/web/src/lib', 'apps/web/src/components', 'apps/web/src/config'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared code imports no feature and not the app.',
  },
];

const serverZones = [
  ...serverModules.map(({ name }) => ({
    target: `apps/server/src/modules/${name}`,
    from: 'apps/server/src/modules',
    except: [`./${name}`, ...servicesOf(serverModules.filter((other) => other.name !== name))],
    message: "A module reaches another only through that module's service (<area>.service.ts).",
  })),
  {
    target: 'apps/server/src/plugins',
    from: 'apps/server/src/modules',
    except: servicesOf(serverModules),
    message: "A plugin uses a module only through the module's service (<area>.service.ts).",
  },
];

// The ARIA attributes besides aria-label whose text a screen reader speaks.
const ariaCopy =
  'JSXAttribute[name.name=/^aria-(description|roledescription|valuetext|placeholder)$/]';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  // Lint zones: the contract imports nothing of ours, the web app never imports server code.
  // Import cycles are dependency-cruiser's (.dependency-cruiser.mjs): import-x/no-cycle skips
  // `import type`.
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@daftar/*', '**/apps/**'] }],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@daftar/server', '**/apps/server/**'] }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones }],
    },
  },
  // Copy a person sees goes through i18next (so it can be translated): a literal in markup fails.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/testing/**'],
    // With types, a literal typed as a union of codes passes: variant="ghost", roles={['student']}.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: repoRoot } },
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // Every literal inside JSX (text, attributes, {cond ? 'a' : 'b'}, `templates`), not
          // only bare text; code outside the markup (keys, paths, query keys) is not checked.
          mode: 'jsx-only',
          'should-validate-template': true,
          message: 'Copy a person sees goes in locales/en/<namespace>.json, shown with t(...)',
          'jsx-attributes': {
            // Props that hold code, not copy (value: a select item's or radio's code). On a native
            // element the plugin checks only aria-label, title, placeholder and alt anyway.
            exclude: [
              '(.+C|c)lassNames?',
              'style',
              'key',
              'id',
              'htmlFor',
              'name',
              'type',
              'role',
              'scope',
              // A language code: the Malay fields say so, for spelling and screen readers.
              'lang',
              'href',
              'to',
              'value',
              'variant',
              'icon',
              'data-.+',
              'aria-(labelledby|describedby|controls)',
            ],
          },
          words: {
            exclude: [
              // Punctuation, symbols, digits and spaces only: "·", "—", "/", "(", ")", ":".
              /^[\p{P}\p{S}\p{N}\s]+$/u,
              // The brand.
              'Daftar',
              // Codes: subject and error codes (WIX1001, NOT_FOUND), kebab-case ids (section-).
              '[A-Z][A-Z0-9]*[0-9_][A-Z0-9_]*',
              '[a-z0-9]+(-[a-z0-9]*)+',
            ],
          },
        },
      ],
      // The plugin skips a native element's aria-description and the like: caught here instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            `${ariaCopy} > Literal`,
            `${ariaCopy} > JSXExpressionContainer > :matches(Literal, TemplateLiteral)`,
          ].join(', '),
          message: 'Copy a person sees goes in locales/en/<namespace>.json, shown with t(...).',
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@daftar/web', '**/apps/web/**'] }],
    },
  },
  {
    files: ['apps/server/**'],
    // A test may set up its state through any module.
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: serverZones }],
    },
  },
);
