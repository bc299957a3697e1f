import { useSyncExternalStore } from 'react';

/** A message for the snackbar (auto-hides after 10 s, PLAT-127). */
export interface Notice {
  id: number;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** Bold first line, e.g. 'Problem' (PLAT-084). */
  title?: string;
  message: string;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Queues a notice for the snackbar. */
export function notify(notice: Omit<Notice, 'id'>): void {
  notices = [...notices, { ...notice, id: nextId++ }];
  emit();
}

/** Removes a notice once shown. */
export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
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
  emit();
}
