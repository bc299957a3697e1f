import { useEffect, type RefObject } from 'react';

/**
 * Brings `target` to the top of the view and keeps it there while the content around it settles:
 * the cards above it load after it and grow, which would push it 1,200 px down from where it was
 * scrolled to (issue 28: 'Let's go' landed far above the Service E-mail Addresses card). Every
 * change of the `around` element's size scrolls again, until the subscriber scrolls, taps or types
 * (their own move wins) or `key` changes.
 */
export function useKeepInView(
  target: RefObject<HTMLElement | null>,
  around: RefObject<HTMLElement | null>,
  active: boolean,
  key: string,
): void {
  useEffect(() => {
    const el = target.current;
    const box = around.current;
    if (!active || !el) return;
    const bring = (smooth: boolean) => {
      // Below the shell's sticky header, whose height differs on phones.
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      const top = window.scrollY + el.getBoundingClientRect().top - header - 16;
      window.scrollTo({ top: Math.max(top, 0), behavior: smooth ? 'smooth' : 'auto' });
    };
    bring(true);
    el.focus({ preventScroll: true });
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => bring(false));
    observer.observe(box);
    const stop = () => {
      observer.disconnect();
      for (const ev of USER_MOVES) window.removeEventListener(ev, stop, true);
    };
    for (const ev of USER_MOVES) window.addEventListener(ev, stop, { capture: true, passive: true });
    return stop;
  }, [target, around, active, key]);
}

/** What says the subscriber moved on their own. */
const USER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
