import { Navigate } from 'react-router';
import { useShell } from '../startup/shell-context';

/** Sends the subscriber to the active account's landing page (decisions §13). */
export function LandingRedirect() {
  const { landing } = useShell();
  return <Navigate to={landing} replace />;
}
