import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planChunks, routeAreaOf, type PlannedChunk } from './chunk-plan';

const src = (path: string) => `/repo/apps/web/src/${path}`;
const lib = (name: string) => `/repo/node_modules/${name}/index.js`;

function chunk(fileName: string, fields: Partial<PlannedChunk>): PlannedChunk {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    ...fields,
  };
}

const route = (fileName: string, path: string, fields: Partial<PlannedChunk> = {}) =>
  chunk(fileName, {
    isDynamicEntry: true,
    facadeModuleId: src(path),
    moduleIds: [src(path)],
    ...fields,
  });

// A small build as the default splitting makes it: a chunk for every set of importers.
const build: PlannedChunk[] = [
  chunk('index.js', {
    isEntry: true,
    facadeModuleId: src('main.tsx'),
    moduleIds: [src('main.tsx'), src('app/routes.tsx')],
    imports: ['react.js'],
    dynamicImports: [
      'login.js',
      'register.js',
      'registration.js',
      'dashboard.js',
      'review.js',
      'semesters.js',
      'live-socket.js',
      'ms.js',
    ],
  }),
  chunk('react.js', { moduleIds: [lib('react')] }),
  route('login.js', 'app/routes/login.tsx', { imports: ['form.js'] }),
  route('register.js', 'app/routes/register.tsx', { imports: ['form.js', 'zod.js'] }),
  chunk('form.js', { moduleIds: [src('components/ui/input.tsx')] }),
  route('registration.js', 'app/routes/registration.tsx', {
    imports: ['zod.js', 'dialog.js', 'form.js', 'react.js'],
    dynamicImports: ['waiting-room.js'],
  }),
  route('dashboard.js', 'app/routes/dashboard.tsx', { imports: ['zod.js', 'badge.js'] }),
  route('review.js', 'app/routes/review.tsx', {
    imports: ['zod.js', 'dialog.js', 'badge.js', 'staff-table.js'],
  }),
  route('semesters.js', 'app/routes/semesters.tsx', { imports: ['zod.js', 'staff-table.js'] }),
  chunk('staff-table.js', { moduleIds: [src('features/registrar/components/trail-card.tsx')] }),
  chunk('zod.js', { moduleIds: [lib('zod')] }),
  chunk('dialog.js', { moduleIds: [lib('@radix-ui/react-dialog')] }),
  chunk('badge.js', { moduleIds: [src('components/ui/badge.tsx')] }),
  chunk('live-socket.js', {
    isDynamicEntry: true,
    facadeModuleId: src('lib/live-socket.ts'),
    moduleIds: [src('lib/live-socket.ts'), lib('socket.io-client')],
    imports: ['zod.js'],
  }),
  chunk('waiting-room.js', {
    isDynamicEntry: true,
    facadeModuleId: src('features/gate/components/waiting-room.tsx'),
    moduleIds: [src('features/gate/components/waiting-room.tsx')],
    imports: ['dialog.js'],
  }),
  chunk('ms.js', {
    isDynamicEntry: true,
    facadeModuleId: src('locales/ms/index.ts'),
    moduleIds: [src('locales/ms/index.ts')],
  }),
];

describe('planChunks', () => {
  const plan = planChunks(build);

  it('keeps everything the first scripts hold together', () => {
    expect(plan.get(src('main.tsx'))).toBe('start');
    expect(plan.get(lib('react'))).toBe('start');
  });

  it('gives the sign-in route what it loads before its form, shared or not', () => {
    expect(plan.get(src('app/routes/login.tsx'))).toBe('login');
    expect(plan.get(src('components/ui/input.tsx'))).toBe('login');
  });

  it('puts what the routes share with the loads every page makes after the start into one group', () => {
    expect(plan.get(lib('zod'))).toBe('later');
  });

  it('shares what routes of different areas use, and keeps the rest with its area', () => {
    expect(plan.get(lib('@radix-ui/react-dialog'))).toBe('common');
    expect(plan.get(src('components/ui/badge.tsx'))).toBe('common');
    expect(plan.get(src('app/routes/registration.tsx'))).toBe('student');
    expect(plan.get(src('app/routes/dashboard.tsx'))).toBe('student');
    expect(plan.get(src('app/routes/register.tsx'))).toBe('guest');
  });

  it("keeps the registrar's pages out of the advisor's review page", () => {
    expect(plan.get(src('app/routes/review.tsx'))).toBe('review');
    expect(plan.get(src('app/routes/semesters.tsx'))).toBe('registrar');
    expect(plan.get(src('features/registrar/components/trail-card.tsx'))).toBe('common');
  });

  it('leaves what only later loads need out of every group, and the Malay catalogue', () => {
    expect(plan.has(src('lib/live-socket.ts'))).toBe(false);
    expect(plan.has(lib('socket.io-client'))).toBe(false);
    expect(plan.has(src('features/gate/components/waiting-room.tsx'))).toBe(false);
    expect(plan.has(src('locales/ms/index.ts'))).toBe(false);
  });

  it('lets a group import only its own modules and those of the groups loaded before it', () => {
    const loadedBefore: Record<string, string[]> = {
      start: [],
      login: ['start'],
      later: ['start', 'login'],
      common: ['start', 'login', 'later'],
      guest: ['start', 'login', 'later', 'common'],
      review: ['start', 'login', 'later', 'common'],
      registrar: ['start', 'login', 'later', 'common'],
      student: ['start', 'login', 'later', 'common'],
    };
    const groupOf = (fileName: string) =>
      plan.get(build.find((c) => c.fileName === fileName)!.moduleIds[0]!);
    for (const from of build) {
      const group = groupOf(from.fileName);
      if (!group) continue;
      for (const imported of from.imports) {
        expect([group, ...loadedBefore[group]!], `${from.fileName} imports ${imported}`).toContain(
          groupOf(imported),
        );
      }
    }
  });

  it('knows the area of every route, so a new one is not left out of every group', () => {
    const routesFolder = join(import.meta.dirname, '../src/app/routes');
    const routeFiles = readdirSync(routesFolder).filter(
      // page-title.tsx is a part the routes share, not a route.
      (file) => file.endsWith('.tsx') && !file.includes('.test.') && file !== 'page-title.tsx',
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    for (const file of routeFiles) {
      expect(routeAreaOf(join(routesFolder, file)), file).toBeDefined();
    }
  });
});
