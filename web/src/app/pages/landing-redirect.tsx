import { Navigate, useLocation } from 'react-router';
import { useShell } from '../startup/shell-context';

/** Navigation state of a redirect from an unknown path: the path asked for (router path). */
export interface UnknownPageState {
  unknownPage: string;
}

/** The unknown path a redirect came from, if it came from one. */
export function unknownPageOf(state: unknown): string | null {
  const v = (state as Partial<UnknownPageState> | null)?.unknownPage;
  return typeof v === 'string' ? v : null;
}

/**
 * Sends the subscriber to the active account's landing page (decisions §13). From an unknown path
 * (`unknown`), the landing page is told which one, so it can say that page does not exist
 * (PLAT-018 redirects; issue 28: not silently).
 */
export function LandingRedirect({ unknown = false }: { unknown?: boolean }) {
  const { landing } = useShell();
  const { pathname } = useLocation();
  const state: UnknownPageState | undefined = unknown ? { unknownPage: pathname } : undefined;
  return <Navigate to={landing} replace state={state} />;
}
