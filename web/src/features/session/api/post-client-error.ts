import { apiPost, getToken } from '../../../lib/api-client';
import { meTarget } from '../../../lib/target';

/** What the app reports about an error a subscriber saw (PLAT-031). */
export interface ClientErrorReport {
  message: string;
  user: number | null;
  version: string;
  /** Where it happened: the page path. */
  where: string;
}

/** POST me.1/clienterror, fire and forget: a failure to report is ignored. */
export function postClientError(report: ClientErrorReport): void {
  if (!getToken()) return;
  apiPost(meTarget('clienterror'), report).catch(() => {});
}
