/**
 * The app's translator: message catalogs by language, `{{name}}` interpolation and plurals by
 * `count` (`key_one`/`key_other`, the language's Intl plural rules) — the part of i18next the
 * catalogs use, in a few hundred bytes instead of i18next's 20 kB of the first load (issue 14).
 * The syntax is i18next's, so the catalogs and catalogs.test.ts read the same.
 */

/** A catalog: nested objects whose leaves are messages; a key is the dotted path to a leaf. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** Values for a message's `{{placeholders}}`; `count` also chooses the plural form. */
export type MessageValues = Record<string, unknown>;

type Listener = (language: string) => void;

/** `{{name}}`, `{{ name }}` or `{{name, format}}` (the format is ignored: values come formatted). */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** Fills a message's placeholders; one without a value stays as written, as in i18next. */
export function interpolate(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translator of one app: its catalogs, the language it speaks, and who follows that
 * language (the React hook re-renders on a change).
 */
export class Translator {
  private readonly catalogs = new Map<string, Catalog>();
  /** Per language, the areas loaded so far (each a branch of the catalog, i18n.ts). */
  private readonly areas = new Map<string, Catalog>();
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  /**
   * @param language the language it starts in
   * @param fallback the language a key missing from the current catalog is read in
   */
  constructor(
    public language: string,
    private readonly fallback: string,
  ) {}

  /**
   * The language messages come from: the current one once its catalog is in, else the fallback's
   * when that one is in. Before any catalog has arrived (the start-up's first reads go out then),
   * the current one: the language the app is about to speak.
   */
  get resolvedLanguage(): string {
    return this.catalogs.has(this.language) || !this.catalogs.has(this.fallback) ? this.language : this.fallback;
  }

  /** Adds (or replaces) a language's catalog. */
  addCatalog(language: string, catalog: Catalog): void {
    this.catalogs.set(language, catalog);
    if (language === this.language) this.emit();
  }

  hasCatalog(language: string): boolean {
    return this.catalogs.has(language);
  }

  /** Adds an area's messages: the branch `area` of the language's catalog. */
  addArea(language: string, area: string, messages: Catalog): void {
    this.areas.set(language, { ...this.areas.get(language), [area]: messages });
  }

  hasArea(language: string, area: string): boolean {
    return this.areas.get(language)?.[area] !== undefined;
  }

  /** Speaks `language` from now on; the listeners hear of it (synchronously). */
  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.emit();
    }
    return Promise.resolve();
  }

  /** Follows the language; returns the way to stop. */
  onLanguageChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The message at `key` with its placeholders filled. With a numeric `count`, the plural form
   * `key_<category>` comes first. A key missing in the current language is read in the fallback
   * one; missing in both, the key itself is shown (as i18next does), which tests catch.
   */
  t = (key: string, values?: MessageValues): string => {
    const count = values?.count;
    for (const language of this.language === this.fallback ? [this.language] : [this.language, this.fallback]) {
      const plural = typeof count === 'number' ? this.message(language, `${key}_${this.plural(language, count)}`) : undefined;
      const message = plural ?? this.message(language, key);
      if (message !== undefined) return interpolate(message, values);
    }
    return key;
  };

  /** The message at `key` in a language's catalog or its areas. */
  private message(language: string, key: string): string | undefined {
    return lookup(this.catalogs.get(language), key) ?? lookup(this.areas.get(language), key);
  }

  private plural(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener(this.language);
  }
}
