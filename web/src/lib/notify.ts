import { useSyncExternalStore } from 'react';

/** A message for the snackbar (auto-hides after 10 s, PLAT-127). */
export interface Notice {
  id: number;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** Bold first line, e.g. 'Problem' (PLAT-084). */
  title?: string;
  message: string;
  /**
   * The page (location path) that raised it: a notice answers what was done there and is not
   * shown on another page (issue 28: '$10.00 was added…' did not follow to IP management).
   * Null for a notice about the whole session (the sign-in renewal failed), shown wherever it is.
   */
  page: string | null;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The page shown, as the app's router tells it (setNoticePage). */
let shownPage = '';
const currentPage = (): string => shownPage;

/**
 * Queues a notice for the snackbar, scoped to the page it was raised on (the location path at the
 * call) unless `session` says it concerns the whole visit.
 */
export function notify(notice: Omit<Notice, 'id' | 'page'> & { session?: boolean }): void {
  const { session, ...rest } = notice;
  notices = [...notices, { ...rest, id: nextId++, page: session || currentPage() === '' ? null : currentPage() }];
  emit();
}

/** Removes a notice once shown. */
export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/**
 * Removes the notices of the page shown (a form sent again: the last send's 'saved' must not sit
 * over this one's validation error).
 */
export function dismissPageNotices(): void {
  const page = currentPage();
  const kept = notices.filter((n) => n.page !== page);
  if (kept.length === notices.length) return;
  notices = kept;
  emit();
}

/**
 * The app moved to `page` (a router path): later notices belong to it, and those raised on
 * another page are dropped.
 */
export function setNoticePage(page: string): void {
  shownPage = page;
  const kept = notices.filter((n) => n.page === null || n.page === page);
  if (kept.length === notices.length) return;
  notices = kept;
  emit();
}

/** The queued notices (React hook). */
export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => notices,
    () => notices,
  );
}

/** Empties the queue (tests). */
export function clearNotices(): void {
  notices = [];
  shownPage = '';
  emit();
}
