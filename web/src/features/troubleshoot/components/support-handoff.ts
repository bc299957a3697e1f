/**
 * "Still not working": what the page hands to support. The subscriber reads the summary out on the
 * phone (the support contact from the branding), or opens a support request (issue 32, item 3)
 * carrying these same lines: the new-request page of features/support, through the router's state
 * `{ category: 'internet', diagnostics: lines }` (features meet through routes, not imports).
 */
import type { TFunction } from '../../../i18n/translation';
import type { Diagnosis } from '../api/troubleshoot-api';

/** The new-request page (under /ui). */
export const NEW_REQUEST_PATH = '/user/support/new';

/** Where the request button leads and what it carries. */
export interface TicketHandoff {
  to: string;
  state: { category: 'internet'; diagnostics: string[] };
}

/** Opens a support request about the Internet with the diagnostics attached. */
export function ticketHandoff(diagnostics: string[]): TicketHandoff {
  return { to: NEW_REQUEST_PATH, state: { category: 'internet', diagnostics } };
}

/** The diagnosis as lines a subscriber can read out (and a ticket will carry). */
export function diagnosticsSummary(account: number, d: Diagnosis | null, t: TFunction, when: (epochSeconds: number) => string): string[] {
  const lines = [t('troubleshoot.support.account', { account })];
  if (!d) {
    lines.push(t('troubleshoot.noRouter'));
    return lines;
  }
  const state = !d.reported ? t('troubleshoot.router.neverReported') : d.online ? t('troubleshoot.router.online') : t('troubleshoot.router.offline');
  lines.push(t('troubleshoot.support.state', { state }));
  if (d.last_seen !== null) lines.push(t('troubleshoot.support.lastSeen', { at: when(d.last_seen) }));
  if (d.online && d.online_since !== null) lines.push(t('troubleshoot.support.since', { at: when(d.online_since) }));
  lines.push(t('troubleshoot.support.disconnections', { count: d.disconnections.length }));
  if (d.last_restart) {
    const o = d.last_restart.outcome;
    const outcome = t(`troubleshoot.support.outcome.${o === 'done' || o === 'queued' || o === 'failed' ? o : 'pending'}`);
    lines.push(t('troubleshoot.support.lastRestart', { at: when(d.last_restart.at), outcome }));
  }
  lines.push(t('troubleshoot.support.checkedAt', { at: when(d.now) }));
  return lines;
}
