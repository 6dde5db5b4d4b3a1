import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// The file itself: Node loads this config without the workspace's extensionless resolution.
import { THEME_BOOT_SCRIPT } from '../../packages/contract/src/theme.ts';
import { build, defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import { CHUNK_GROUPS, planChunks, type ChunkGroup } from './build/chunk-plan.ts';
import { firstScreenPages } from './build/first-screens.ts';

// The API server the dev and preview servers forward to; the production server serves dist itself.
const apiTarget = process.env.DAFTAR_API ?? 'http://localhost:3001';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

const config: UserConfig = {
  // Pinned so `vite --config apps/web/vite.config.ts` from the repository root finds index.html.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    themeBeforePaint(),
    compileHints(),
    firstScreens(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
};

export default defineConfig(async ({ command }) =>
  command === 'build'
    ? { ...config, build: { ...config.build, ...(await groupedChunks()) } }
    : config,
);

/**
 * Groups the modules into a few chunks (build/chunk-plan.ts), planned from a first build, in
 * memory, with rolldown's default splitting: that build's chunks say which modules the first
 * scripts hold and which routes reach each of the others.
 */
async function groupedChunks(): Promise<UserConfig['build']> {
  const firstBuild = (await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  })) as Rollup.RollupOutput;
  const plan = planChunks(
    firstBuild.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'),
  );
  return {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The plan already puts every module's imports in its group or one loaded before it.
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS.map((name) => ({
            name,
            test: (id: string) => plan.get(id) === name,
          })),
        },
      },
    },
  };
}

/**
 * Puts the theme's script (THEME_BOOT_SCRIPT) inline at the head of every page, before the
 * stylesheet, so `.dark` is on <html> before anything is painted: a script file would cost a
 * round trip before the first paint. The server's policy allows this text by its hash.
 */
function themeBeforePaint(): Plugin {
  return {
    name: 'daftar:theme-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * Writes the signed-in student's pages drawn in HTML (build/first-screens.ts) beside index.html,
 * from the built index.html, so they load the same scripts and stylesheet.
 */
function firstScreens(): Plugin {
  return {
    name: 'daftar:first-screens',
    apply: 'build',
    // After Vite's own HTML step has put the built index.html in the bundle.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('first screens: no index.html was built');
        for (const { fileName, source } of firstScreenPages(String(index.source))) {
          this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}

// The groups whose functions a first screen (the sign-in form, a student's page, the review
// page, the registrar's console) nearly all runs.
const RUN_ON_LOAD: ReadonlySet<string> = new Set<ChunkGroup>([
  'login',
  'later',
  'common',
  'student',
  'review',
  'registrar',
]);

/**
 * Marks the first script and RUN_ON_LOAD for eager compilation (V8's explicit compile hints,
 * Chrome 136 and later): V8 then compiles their functions on a background thread while they
 * download, where it compiled each on the main thread at its first call, most of these scripts'
 * evaluation on a phone. To other browsers it is a comment. V8 looks for it on the file's first
 * line, so it goes in last, after minifying and after Vite's own first line (the preload map);
 * the file's name, hashed before, does not cover this constant line.
 */
function compileHints(): Plugin {
  return {
    name: 'daftar:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && (file.isEntry || RUN_ON_LOAD.has(file.name))) {
            file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          }
        }
      },
    },
  };
}

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, at the strongest settings, once:
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
 * every request. A variant that would not be smaller than its file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'daftar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public files are written, so both are covered.
    async writeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((file) => file.isFile() && COMPRESSIBLE.test(file.name))
          .map(async (file) => {
            const path = join(file.parentPath, file.name);
            const content = await readFile(path);
            const variants = {
              br: await brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz: await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            };
            for (const [extension, compressed] of Object.entries(variants)) {
              if (compressed.length < content.length) {
                await writeFile(`${path}.${extension}`, compressed);
              }
            }
          }),
      );
    },
  };
}
