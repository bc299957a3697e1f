/**
 * Guards of the production build (web/vite.config.ts), so that a silent change shows as a failed
 * build: `npm run build` runs in `make build` and `make test`.
 *
 * - `countedPatch` wraps a plugin that rewrites a library (docs/decisions.md, "Libraries the build
 *   rewrites"): it counts the modules the plugin changed and fails the build when that is not the
 *   number expected. A library upgrade that renames the file or the code a patch matches would
 *   otherwise leave the patch matching nothing, and the gain gone unseen.
 * - `firstLoadReport` lists each page's first load for scripts/compress-assets.mjs, which fails
 *   the build when one passes its budget in gzip: the entry's scripts and what they import, the
 *   language catalog every start loads, and the page's own chunk with what it imports. (What a page
 *   loads later, a chart or its texts, is not counted; `make bench-web` measures a first load in
 *   Chromium.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** The modules a patch changed, by plugin name: filled as the build runs, read by the tests. */
export const patchedModules = new Map<string, Set<string>>();

/**
 * Wraps plugin so that each module it resolves to a stand-in or transforms is counted; the build
 * fails unless exactly `expected` distinct modules were (an importer for a stand-in, the module
 * itself for a transform).
 */
export function countedPatch(plugin: Plugin, expected: number): Plugin {
  const name = plugin.name;
  const seen = new Set<string>();
  patchedModules.set(name, seen);
  const resolveId = plugin.resolveId;
  const transform = plugin.transform;
  return {
    ...plugin,
    buildStart() {
      seen.clear();
    },
    ...(typeof resolveId === 'function' && {
      resolveId(this: unknown, source: string, importer: string | undefined, options: unknown) {
        const id = (resolveId as (...a: unknown[]) => unknown).call(this, source, importer, options);
        if (id) seen.add(`${importer ?? ''} → ${source}`);
        return id as ReturnType<Extract<Plugin['resolveId'], (...a: never[]) => unknown>>;
      },
    }),
    ...(typeof transform === 'function' && {
      transform(this: unknown, code: string, id: string) {
        const out = (transform as (...a: unknown[]) => unknown).call(this, code, id);
        if (out) seen.add(id);
        return out as ReturnType<Extract<Plugin['transform'], (...a: never[]) => unknown>>;
      },
    }),
    buildEnd(error) {
      if (error) return;
      if (seen.size !== expected) {
        const list = [...seen].map((m) => `  ${m}`).join('\n');
        this.error(
          `the build patch ${name} changed ${seen.size} modules, ${expected} expected (web/vite.config.ts; docs/decisions.md, "Libraries the build rewrites"):\n${list || '  none'}\n` +
            'A library upgrade changed what it matches: check the patch still does what it says, then set the number.',
        );
      }
    },
  };
}

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  name: string;
}

/** A page's first load: the files it counts. */
export interface FirstLoad {
  page: string;
  files: string[];
}

/** The first loads of the app (the entry of index.html) on each page chunk (a `*-page.tsx` module loaded on demand). */
export function firstLoads(bundle: Record<string, { type: string }>, catalogChunk: string): FirstLoad[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk') as OutputChunk[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: OutputChunk[]) => {
    const files = new Set<string>();
    const visit = (c: OutputChunk | undefined) => {
      if (!c || files.has(c.fileName)) return;
      files.add(c.fileName);
      c.imports.forEach((f) => visit(byFile.get(f)));
    };
    roots.forEach(visit);
    return files;
  };
  const entry = chunks.find((c) => c.isEntry && /[\\/]index\.html$/.test(c.facadeModuleId ?? ''));
  const catalog = chunks.find((c) => c.name === catalogChunk);
  if (!entry || !catalog) throw new Error(`first-load budget: no entry (index.html) or no catalog chunk "${catalogChunk}" in the build`);
  const pages = chunks.filter((c) => c.isDynamicEntry && /-page\.tsx$/.test(c.facadeModuleId ?? ''));
  return pages.map((p) => {
    const page = (p.facadeModuleId ?? p.fileName).replace(/^.*[\\/]src[\\/]/, 'src/');
    return { page, files: [...closure([entry, catalog, p])] };
  });
}

/** Where firstLoadReport writes the first loads, for scripts/compress-assets.mjs to check. */
export const FIRST_LOADS_FILE = 'dist/first-loads.json';

/**
 * Writes each page's first load (its files) and budget to dist/first-loads.json; after the build,
 * scripts/compress-assets.mjs sums the gzip files it made (the bytes the server sends) and fails
 * when a page passes its budget. budgets maps a page module (a regular expression on its path under
 * src/) to its limit in kB (1,000 bytes) of gzip; a page none matches has `otherKB`.
 */
export function firstLoadReport(opts: { catalogChunk: string; budgets: [RegExp, number][]; otherKB: number }): Plugin {
  return {
    name: 'first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const loads = firstLoads(bundle as Record<string, { type: string }>, opts.catalogChunk).map(({ page, files }) => ({
        page,
        files,
        budgetKB: opts.budgets.find(([re]) => re.test(page))?.[1] ?? opts.otherKB,
      }));
      mkdirSync(dirname(FIRST_LOADS_FILE), { recursive: true });
      writeFileSync(FIRST_LOADS_FILE, JSON.stringify(loads, null, 1));
    },
  };
}
