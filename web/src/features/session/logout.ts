import type { QueryClient } from '@tanstack/react-query';
import { clearSchemaVersions, clearToken } from '../../lib/api-client';
import { resetRedirectCount } from '../../lib/identity/login-redirect';
import { clearSessionValues } from '../../lib/session-values';
import { clearAllWizardValues } from '../../lib/wizard/use-wizard';
import { fetchLogout } from './api/get-logout';
import { postIdentityLogout } from './api/post-identity-logout';
import { beginLogout, endLogout } from './logout-state';

/**
 * Logs out (PLAT-142, decisions §23): GET me.1/logout, end the identity service's SSO session,
 * then clear the local store (token, session values, what wizards kept, cached server data). Failures of the two
 * calls do not stop the local clean-up. The logout state (PLAT-144) is splashing meanwhile, the
 * session's scheduled jobs are cancelled first, and it ends not logged.
 */
export async function performLogout(queryClient: QueryClient): Promise<void> {
  beginLogout();
  await fetchLogout().catch(() => {});
  await postIdentityLogout().catch(() => {});
  clearToken();
  clearSessionValues();
  clearAllWizardValues();
  clearSchemaVersions();
  resetRedirectCount();
  queryClient.clear();
  endLogout();
}
