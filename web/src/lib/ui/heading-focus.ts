import { useCallback, useRef } from 'react';

/**
 * Focus that follows a page's views: `focusHeading()` puts the focus on the current view's heading
 * (the element given `setHeading` as its ref), so a keyboard or screen-reader user lands where the
 * page changed. A view whose code is still loading has no heading yet: its heading takes the focus
 * as it appears.
 */
export function useHeadingFocus() {
  const heading = useRef<HTMLElement | null>(null);
  const pending = useRef(false);
  const setHeading = useCallback((el: HTMLElement | null) => {
    heading.current = el;
    if (el && pending.current) {
      pending.current = false;
      el.focus();
    }
  }, []);
  const focusHeading = useCallback(() => {
    pending.current = heading.current === null;
    heading.current?.focus();
  }, []);
  return { setHeading, focusHeading };
}
