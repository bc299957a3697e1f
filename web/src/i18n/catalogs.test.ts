import { describe, expect, it } from 'vitest';
import { en as enShell, enAreas } from './en';
import { fr as frShell, frAreas } from './fr';

/** A whole catalog: the texts loaded before the app draws and every area (en.ts). */
async function whole(shell: object, areas: Readonly<Record<string, () => Promise<object>>>): Promise<Tree> {
  const loaded = await Promise.all(Object.entries(areas).map(async ([area, load]) => [area, await load()] as const));
  return { ...shell, ...Object.fromEntries(loaded) };
}

const en = await whole(enShell, enAreas);
const fr = await whole(frShell, frAreas);

/** A catalog as plain data: nested objects whose leaves are strings. */
type Tree = { readonly [key: string]: unknown };

/** Every leaf of a catalog as [dotted path, value]; a non-string, non-object leaf is kept as is. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') out.push(...leaves(value as Tree, path));
    else out.push([path, value]);
  }
  return out;
}

/** Dotted paths that are leaves of one catalog and not of the other (a leaf here and a branch there counts). */
function keyDiff(reference: Tree, other: Tree): { missing: string[]; extra: string[] } {
  const want = new Set(leaves(reference).map(([p]) => p));
  const have = new Set(leaves(other).map(([p]) => p));
  return {
    missing: [...want].filter((p) => !have.has(p)).sort(),
    extra: [...have].filter((p) => !want.has(p)).sort(),
  };
}

/** The names of the {{placeholders}} of a string, sorted and without repeats ('{{ a, number }}' → 'a'). */
function placeholders(s: string): string[] {
  const names = [...s.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

/** The <Trans> tags of a string, in order: <0>, </0>, <strong>, <br/>, <phone>… */
function tags(s: string): string[] {
  return [...s.matchAll(/<\/?[A-Za-z0-9_-]+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, ''));
}

const enLeaves = new Map(leaves(en));
const frLeaves = leaves(fr);

describe('the catalog helpers', () => {
  it('report missing and extra dotted paths', () => {
    const a = { x: 'x', g: { y: 'y', z: 'z' }, leafThere: 'l' };
    const b = { x: 'x', g: { y: 'y', w: 'w' }, leafThere: { deep: 'd' } };
    expect(keyDiff(a, b)).toEqual({ missing: ['g.z', 'leafThere'], extra: ['g.w', 'leafThere.deep'] });
  });

  it('read placeholders and tags', () => {
    expect(placeholders('{{b}} and {{a}}, {{ b }} {{n, number}}')).toEqual(['a', 'b', 'n']);
    expect(tags('Call <1>{{phone}}</1> or <strong>now</strong><br/> <phone>x</phone>')).toEqual([
      '<1>',
      '</1>',
      '<strong>',
      '</strong>',
      '<br/>',
      '<phone>',
      '</phone>',
    ]);
  });
});

describe('the French catalog mirrors the English one', () => {
  it('has every English key and no other', () => {
    const { missing, extra } = keyDiff(en, fr);
    expect({ missingInFrench: missing, extraInFrench: extra }).toEqual({ missingInFrench: [], extraInFrench: [] });
  });

  it('has only non-empty strings as values', () => {
    const bad = frLeaves.filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([p]) => p);
    expect(bad).toEqual([]);
  });

  it('keeps the {{placeholders}} of every English string', () => {
    const differ = frLeaves
      .filter(([p, v]) => typeof v === 'string' && typeof enLeaves.get(p) === 'string')
      .map(([p, v]) => ({ key: p, en: placeholders(enLeaves.get(p) as string), fr: placeholders(v as string) }))
      .filter((d) => d.en.join('|') !== d.fr.join('|'));
    expect(differ).toEqual([]);
  });

  it('keeps the <Trans> tags of every English string', () => {
    const sorted = (s: string) => tags(s).sort().join(' ');
    const differ = frLeaves
      .filter(([p, v]) => typeof v === 'string' && typeof enLeaves.get(p) === 'string')
      .map(([p, v]) => ({ key: p, en: sorted(enLeaves.get(p) as string), fr: sorted(v as string) }))
      .filter((d) => d.en !== d.fr);
    expect(differ).toEqual([]);
  });
});

/** Whether a French text breaks the catalog's typography (Quebec's: see the tests below). */
const FRENCH_TYPOGRAPHY_PROBLEM = /[^\u00a0]:|[\s\u00a0\u202f][;!?]|«[^\u00a0]|[^\u00a0]»/;

describe('French typography', () => {
  const strings = frLeaves.filter((e): e is [string, string] => typeof e[1] === 'string');

  it("refuses France's spaces before ; ! ? and keeps the one before :", () => {
    for (const bad of ['Merci\u202f!', 'Merci !', 'Vraiment\u00a0?', 'un\u202f; deux', 'Nom:']) expect(FRENCH_TYPOGRAPHY_PROBLEM.test(bad), bad).toBe(true);
    for (const good of ['Merci!', 'Vraiment?', 'un; deux', 'Nom\u00a0: Avery', '«\u00a0oui\u00a0»']) expect(FRENCH_TYPOGRAPHY_PROBLEM.test(good), good).toBe(false);
  });

  // Quebec typography (issue 28): a no-break space before « : » stays; France's space before
  // ; ! ? (narrow, no-break or plain) does not.
  it('puts a no-break space before : and inside « », and no space before ; ! ?', () => {
    const bad = strings
      .filter(([, v]) => FRENCH_TYPOGRAPHY_PROBLEM.test(v))
      .map(([p, v]) => `${p}: ${v}`);
    expect(bad).toEqual([]);
  });

  // One term for one thing (issue 28): the bank account's pre-authorized debit is « DPA », as
  // Canadian banks write it, never « TEF ».
  it('names the bank debit « DPA », never « TEF »', () => {
    const bad = strings.filter(([, v]) => /\bTEF\b/.test(v)).map(([p, v]) => `${p}: ${v}`);
    expect(bad).toEqual([]);
    expect(strings.some(([, v]) => /\(DPA\)/.test(v))).toBe(true);
  });

  it('uses the typographic apostrophe and says « courriel »', () => {
    // The signature help lists the signs the field accepts, the ASCII ' among them.
    const asciiApostropheAllowed = new Set(['important.ticketSignatureInvalid']);
    const bad = strings
      .map(([p, v]): [string, string] => [p, v.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '')])
      .filter(([p, v]) => (/'/.test(v) && !asciiApostropheAllowed.has(p)) || /e-?mail/i.test(v))
      .map(([p, v]) => `${p}: ${v}`);
    expect(bad).toEqual([]);
  });
});

describe('units in the catalogs (issue 13: one way to write them per language)', () => {
  it("writes percents as '80%' in English and '80 %' (no-break space) in French", () => {
    const en_ = leaves(en).filter(([, v]) => typeof v === 'string' && /(\d|\}\})\s+%/.test(v));
    expect(en_.map(([p]) => p)).toEqual([]);
    const fr_ = leaves(fr).filter(([, v]) => typeof v === 'string' && /(\d|\}\})( ?)%/.test(v) && !/(\d|\}\})\u00a0%/.test(v));
    expect(fr_.map(([p]) => p)).toEqual([]);
  });

  it("writes speeds as 'Mbps' in English, never 'mbps' or 'mb/s'", () => {
    const bad = leaves(en).filter(([, v]) => typeof v === 'string' && /\bmbps\b|\b[mk]b\/s\b/.test(v));
    expect(bad.map(([p]) => p)).toEqual([]);
  });
});
