/**
 * The first-visit overlays take turns (issue 13): the forwarding promo dialog first (PLAT-160),
 * then the rating survey (NET-011), then the one-time tips — the menu tip (PLAT-023), the
 * accounts tip (PLAT-024) and the device-names tip (PLAT-182). Only one is shown at a time; the
 * next one appears once the one before it is dismissed (or turns out not to apply).
 *
 * Each overlay says whether it applies: 'pending' while it cannot tell yet (its data is loading)
 * — which holds back every overlay after it, so a dialog never pops up over a tip already shown —
 * 'ready' when it wants to be shown, and 'none' when it does not apply, was dismissed, or is not
 * on the page at all. The shell and the pages only ask whose turn it is.
 *
 * Before them all comes the routed page ('pageCode', pending while its code loads, and while the
 * dashboard waits for the usage and the package it draws first): until the page is there nobody
 * knows whether it holds an overlay (the dashboard's survey), and a tip shown meanwhile would
 * vanish when the survey's check starts and come back after it. The dialogs' own reads wait for
 * it as well (usePageThere): they neither compete with the page's reads nor delay its first draw.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';

/** The overlays in the order they are shown. */
export const FIRST_VISIT_ORDER = ['pageCode', 'forwardingPromo', 'ratingSurvey', 'menuTip', 'accountsTip', 'deviceNamesTip'] as const;

/** One first-visit overlay. */
export type FirstVisitItem = (typeof FIRST_VISIT_ORDER)[number];

/** Whether an overlay applies now: still finding out, wants its turn, or not at all. */
export type FirstVisitStatus = 'pending' | 'ready' | 'none';

/** What the overlays on the page said about themselves ('none' is the same as absent). */
export type FirstVisitStates = Partial<Record<FirstVisitItem, FirstVisitStatus>>;

/**
 * Whose turn it is: the first overlay in the fixed order that is pending or ready; when that one
 * is pending, nobody's (null) until it knows.
 */
export function currentTurn(states: FirstVisitStates): FirstVisitItem | null {
  for (const item of FIRST_VISIT_ORDER) {
    const s = states[item];
    if (s === 'pending') return null;
    if (s === 'ready') return item;
  }
  return null;
}

let states: FirstVisitStates = {};
const listeners = new Set<() => void>();

function setStatus(item: FirstVisitItem, status: FirstVisitStatus): void {
  if ((states[item] ?? 'none') === status) return;
  const next = { ...states };
  if (status === 'none') delete next[item];
  else next[item] = status;
  states = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A value of the queue as it is now, drawn again when it changes — in a transition. The overlays
 * declare themselves in their mount effects, so the queue changes just as a page (and the shell
 * around it) is first drawn; followed with useSyncExternalStore, each change would draw the shell
 * again at once, in one blocking task, where a transition draws it in slices. An overlay shows a
 * frame later, no more.
 */
function useQueueValue<T>(read: () => T): T {
  const value = read();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const drawn = useRef(value);
  useEffect(() => {
    drawn.current = value;
    if (read() !== value) startTransition(redraw); // changed between the render and now
  });
  useEffect(
    () =>
      subscribe(() => {
        if (read() !== drawn.current) startTransition(redraw);
      }),
    [read],
  );
  return value;
}

/**
 * Declares an overlay's status while the calling component is mounted (unmounting counts as
 * 'none') and answers whether it is this overlay's turn to be shown.
 */
export function useFirstVisitTurn(item: FirstVisitItem, status: FirstVisitStatus): boolean {
  // Nothing shows in the render that mounts it: the overlays mounted beside it (the page's code,
  // a dialog before it) have not declared themselves yet, and a tip drawn now would vanish a frame
  // later, moving the page under it. Their declarations all run before the next render.
  const [declared, setDeclared] = useState(false);
  useEffect(() => {
    setStatus(item, status);
    if (status === 'ready') startTransition(() => setDeclared(true));
  }, [item, status]);
  useEffect(() => () => setStatus(item, 'none'), [item]);
  // Only the answer is followed, not every overlay's status: the shell holds two tips, and each
  // change of the queue (the page's code, a dialog finding out) would otherwise draw it again.
  const myTurn = useQueueValue(useCallback(() => currentTurn({ ...states, [item]: status }) === item, [item, status]));
  return declared && status === 'ready' && myTurn;
}

const readPageThere = () => states.pageCode !== 'pending';

/**
 * True once the routed page is there (its code loaded, its first content drawn): what an overlay
 * needs to know whether it applies is read from then on. False in the render that mounts the
 * caller, since the page declares itself in the same commit's effects.
 */
export function usePageThere(): boolean {
  const pageThere = useQueueValue(readPageThere);
  return useQueueKnown() && pageThere;
}

/**
 * False in the render that mounts the caller, true from the next: the overlays and the page
 * mounted beside it declare themselves in that commit's effects, so until then the queue does
 * not know them yet.
 */
function useQueueKnown(): boolean {
  const [known, setKnown] = useState(false);
  useEffect(() => startTransition(() => setKnown(true)), []);
  return known;
}

/** The overlays that are modal dialogs. */
const DIALOGS: readonly FirstVisitItem[] = ['forwardingPromo', 'ratingSurvey'];

/**
 * True while a first-visit dialog is open or still finding out whether it opens — or while the
 * routed page, which may hold one (the dashboard's survey), is not there yet.
 */
export function dialogInQueue(states: FirstVisitStates): boolean {
  return states.pageCode === 'pending' || DIALOGS.some((d) => states[d] === 'pending' || states[d] === 'ready');
}

const readDialogInQueue = () => dialogInQueue(states);

/**
 * True while a first-visit dialog is open or about to open: the account-warning bar waits for it,
 * so it neither covers the dialog's buttons (full screen on phones) nor runs out its 10 s unseen.
 */
export function useFirstVisitDialogPending(): boolean {
  const pending = useQueueValue(readDialogInQueue);
  return !useQueueKnown() || pending;
}

/** Forgets every overlay (tests). */
export function resetFirstVisitQueue(): void {
  states = {};
  listeners.forEach((l) => l());
}
