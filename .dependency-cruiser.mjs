import { fileURLToPath } from 'node:url';

// Import cycles, type-only imports included (ESLint's import-x/no-cycle skips `import type`, and a
// cycle of types is still two modules that cannot be understood, or moved, one without the other).
// `npm run lint` runs it; the import zones themselves are ESLint's (eslint.config.js).
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules import each other in a circle: move what both need into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-folder-cycle',
      comment:
        'Module folders depend on each other in a circle, even if no two files do: one module cannot be understood, or changed, without the others. Move what they share into one of them, or turn the call back into an event.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Follows `@daftar/contract` into packages/contract by its package.json `exports`.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    // The web app's `@/` paths; the other packages import relatively or by package name.
    // (Absolute: TypeScript would resolve its `extends` from the wrong folder otherwise.)
    tsConfig: { fileName: fileURLToPath(new URL('apps/web/tsconfig.json', import.meta.url)) },
  },
};
