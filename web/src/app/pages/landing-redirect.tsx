import { Navigate } from 'react-router';
import { useAccount } from '../startup/account-context';

/** Sends the subscriber to the active account's landing page (decisions §13). */
export function LandingRedirect() {
  const { landing } = useAccount();
  return <Navigate to={landing} replace />;
}
