import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { countedPatch, firstLoads } from './build-guards';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs a patch over modules as the bundler would, and returns what buildEnd reported. */
function run(plugin: Plugin, modules: [string, string][]): string | null {
  let reported: string | null = null;
  const ctx = { error: (m: string) => void (reported = m) };
  (plugin.buildStart as Hook).call(ctx);
  for (const [id, code] of modules) (plugin.transform as Hook).call(ctx, code, id);
  (plugin.buildEnd as Hook).call(ctx);
  return reported;
}

const patch: Plugin = {
  name: 'test-patch',
  transform: (code: string) => (code.includes('createTheme()') ? code.replace('createTheme()', 'lazy()') : null),
};

describe('countedPatch', () => {
  it('passes when the patch changed the expected number of modules', () => {
    expect(run(countedPatch(patch, 1), [['a.mjs', 'const t = createTheme();'], ['b.mjs', 'other']])).toBeNull();
  });

  it('fails the build when the patch matched nothing (a library upgrade renamed what it rewrites)', () => {
    expect(run(countedPatch(patch, 1), [['a.mjs', 'const t = createThemeV2();']])).toMatch(/changed 0 modules, 1 expected[\s\S]*none/);
  });

  it('fails the build when the patch changed more modules than expected, naming them', () => {
    const report = run(countedPatch(patch, 1), [['a.mjs', 'createTheme()'], ['b.mjs', 'createTheme()']]);
    expect(report).toMatch(/changed 2 modules, 1 expected/);
    expect(report).toContain('b.mjs');
  });
});

describe('firstLoads', () => {
  const chunk = (fileName: string, o: Partial<{ imports: string[]; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId: string; name: string }>) => ({
    type: 'chunk',
    fileName,
    code: '',
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    name: fileName,
    ...o,
  });
  it("counts the entry's, the catalog's and the page's files with what they import, once each", () => {
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, facadeModuleId: '/w/index.html', imports: ['runtime.js'] }),
      'runtime.js': chunk('runtime.js', {}),
      'en.js': chunk('en.js', { name: 'en', imports: ['runtime.js'] }),
      'page.js': chunk('page.js', { isDynamicEntry: true, facadeModuleId: '/w/src/features/x/components/x-page.tsx', imports: ['shared.js', 'runtime.js'] }),
      'shared.js': chunk('shared.js', {}),
      'later.js': chunk('later.js', { isDynamicEntry: true, facadeModuleId: '/w/src/features/x/components/chart.tsx' }),
    };
    expect(firstLoads(bundle, 'en')).toEqual([{ page: 'src/features/x/components/x-page.tsx', files: ['index.js', 'runtime.js', 'en.js', 'page.js', 'shared.js'] }]);
  });
});
