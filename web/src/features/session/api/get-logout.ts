import { apiGet } from '../../../lib/api-client';
import { getToken } from '../../../lib/api-client';
import { meTarget } from '../../../lib/target';

/** GET me.1/logout: ends the session on the server (PLAT-142). Skipped without a token. */
export async function fetchLogout(): Promise<void> {
  if (!getToken()) return;
  await apiGet(meTarget('logout'));
}
