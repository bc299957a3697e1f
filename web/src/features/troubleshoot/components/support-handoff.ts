/**
 * "Still not working": what the page hands to support. Today the subscriber reads the summary out
 * on the phone (the support contact from the branding); when support tickets exist (issue 32,
 * item 3), `ticketHandoff` is set to open a ticket carrying these same lines, and the page offers
 * it next to the phone number.
 */
import type { TFunction } from '../../../i18n/translation';
import type { Diagnosis } from '../api/troubleshoot-api';

/** Opens a support ticket with the diagnostics attached; null while tickets are not available. */
export type TicketHandoff = (ticket: { account: number; diagnostics: string[] }) => void;

export const ticketHandoff: TicketHandoff | null = null;

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
