/**
 * MUI's Tooltip, loaded after the first draw. Tooltip brings Popper (popper.js, some 11 kB of
 * gzip) into the first load of any page that shows one, though a tooltip only opens when its
 * element is pointed at or focused. Until the chunk is in (a moment after the page draws), the
 * element is drawn as the closed Tooltip draws it, and if it (or an element inside it) has the
 * focus when the Tooltip takes it over, it keeps it.
 */
import { cloneElement, lazy, Suspense, useState, type ReactElement, type Ref } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface ChildProps {
  'aria-label'?: string;
  title?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Follows the focus across the swap: the stand-in's ref is detached just before it leaves the page
 * (did it, or an element inside it, have the focus?), the wrapped element's attached once it is
 * gone (it, or the same element inside it, takes it back).
 */
function focusHandOver() {
  let standIn: HTMLElement | null = null;
  // -1: the element itself; n: its n-th descendant; null: the focus was elsewhere.
  let focusedAt: number | null = null;
  return {
    standInRef: (el: HTMLElement | null) => {
      if (el) {
        standIn = el;
        return;
      }
      const active = document.activeElement;
      if (!standIn || !active) return;
      if (active === standIn) focusedAt = -1;
      else if (standIn.contains(active)) focusedAt = [...standIn.querySelectorAll('*')].indexOf(active);
    },
    wrappedRef: (el: HTMLElement | null) => {
      if (!el || focusedAt === null) return;
      const target = focusedAt === -1 ? el : el.querySelectorAll<HTMLElement>('*')[focusedAt];
      focusedAt = null;
      target?.focus();
    },
  };
}

/**
 * A Tooltip (title a text) whose code loads after the first draw. The element (one DOM element
 * that takes no ref of its own) is drawn again inside the Tooltip once it is loaded; until then
 * it has what the closed Tooltip gives it: the text as its name (aria-label), or with
 * describeChild as its title.
 */
export function DeferredTooltip({ title, describeChild = false, children }: { title: string; describeChild?: boolean; children: ReactElement<ChildProps> }) {
  const [{ standInRef, wrappedRef }] = useState(focusHandOver);
  const own = children.props;
  const closed = describeChild ? { title: own.title ?? title } : { 'aria-label': own['aria-label'] ?? title };
  return (
    <Suspense fallback={cloneElement(children, { ...closed, ref: standInRef })}>
      <Tooltip title={title} describeChild={describeChild}>
        {cloneElement(children, { ref: wrappedRef })}
      </Tooltip>
    </Suspense>
  );
}
