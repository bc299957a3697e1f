import { useCallback, useState } from 'react';

/** How far outside the screen a row starts loading its preview. */
const ROOT_MARGIN = '200px';

/**
 * Whether an element has come near the screen once (lazy previews): a ref callback to put on it,
 * and true from the first time it is within ROOT_MARGIN of the viewport. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as seen.
 */
export function useSeenOnce<T extends Element>(): [(element: T | null) => (() => void) | undefined, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, seen];
}
