/**
 * The translator in React: useTranslation() for texts, <Trans> for a message with markup
 * (`Call <phone>{{phone}}</phone>`: the tag names a component the caller passes). Every component
 * follows the app's one translator (i18n.ts), so there is no provider to wrap.
 */
import { cloneElement, createElement, Fragment, isValidElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n';
import { interpolate, type MessageValues } from './translator';

/** Translates a key in the language the app speaks now. */
export type TFunction = (key: string, values?: MessageValues) => string;

function subscribe(onChange: () => void): () => void {
  return i18n.onLanguageChanged(onChange);
}

function currentLanguageOf(): string {
  return i18n.language;
}

/**
 * `t` and the translator. The component re-renders when the language changes, and `t` is a new
 * function then, so effects and memos that use it run again in the new language.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguageOf, currentLanguageOf);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t for each language, on purpose
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [language]);
  return { t, i18n };
}

/** Tags that need no component: they render as themselves. */
const PLAIN_TAGS = new Set(['br', 'strong', 'b', 'em', 'i', 'p']);

const TAG = /<(\/?)([a-zA-Z0-9]+)\s*(\/?)>/g;

interface Node {
  tag: string | null;
  children: (Node | string)[];
}

/** The message's markup as a tree; an unbalanced closing tag is kept as text. */
function parse(message: string): Node {
  const root: Node = { tag: null, children: [] };
  const open: Node[] = [root];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, closing, tag, selfClosing] = match;
    const top = open[open.length - 1]!;
    if (match.index > last) top.children.push(message.slice(last, match.index));
    last = match.index + whole.length;
    if (selfClosing) top.children.push({ tag: tag!, children: [] });
    else if (!closing) {
      const node: Node = { tag: tag!, children: [] };
      top.children.push(node);
      open.push(node);
    } else if (open.length > 1 && top.tag === tag) open.pop();
    else top.children.push(whole);
  }
  if (last < message.length) open[open.length - 1]!.children.push(message.slice(last));
  return root;
}

function render(node: Node | string, values: MessageValues | undefined, components: Record<string, ReactElement>, key: number): ReactNode {
  if (typeof node === 'string') return interpolate(node, values);
  const children = node.children.map((child, i) => render(child, values, components, i));
  const component = node.tag === null ? undefined : components[node.tag];
  if (component && isValidElement(component)) return cloneElement(component, { key }, ...children);
  if (node.tag !== null && PLAIN_TAGS.has(node.tag)) return createElement(node.tag, { key }, ...(node.tag === 'br' ? [] : children));
  return createElement(Fragment, { key }, ...children);
}

/**
 * A message with markup: each `<name>…</name>` becomes `components[name]` with that text inside
 * (a link, a strong phone number), `{{placeholders}}` are filled from `values`.
 */
export function Trans({ i18nKey, values, components = {} }: { i18nKey: string; values?: MessageValues; components?: Record<string, ReactElement> }) {
  useTranslation(); // re-render on a language change
  // The message is read without values: placeholders are filled per text piece, so a value can
  // never be taken for markup.
  const message = i18n.t(i18nKey, values && 'count' in values ? { count: values.count } : undefined);
  return <>{render(parse(message), values, components, 0)}</>;
}
