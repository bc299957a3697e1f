/** A small shared piece of UI: the platform's 'Error' dialog (features show it; the shell does not own it). */
import { Suspense } from 'react';
import { lazyNamed } from '../lazy-named';
import { DialogLoading } from './dialog-loading';

/** The dialog is its own chunk (MUI's modal, focus trap and dialog parts): fetched when a failure shows it. */
const ErrorDialogView = lazyNamed(() => import('./error-dialog-view'), 'ErrorDialog');

/**
 * The platform's error dialog (PLAT-126, platform spec §8): titled 'Error' (or title), the
 * failure's message, closed with 'DISMISS'. Used where a confirmed action fails and its own
 * dialog is already gone.
 */
export function ErrorDialog(props: { message: string; onDismiss: () => void; title?: string }) {
  return (
    <Suspense fallback={<DialogLoading />}>
      <ErrorDialogView {...props} />
    </Suspense>
  );
}
