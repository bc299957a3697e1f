/**
 * The pre-install checklist's rules, without React (ONB-015…019): which card reads which counter,
 * where it leads, and its colour.
 */
import type { Checklist } from './api/get-checklist';

/** The cards (ONB-015). */
export type ChecklistCardId = 'documents' | 'autopayment' | 'contract';

/** A card's colour: C success ("Done!"), P warning ("Pending review"), anything else error (missing). */
export type ChecklistTone = 'success' | 'warning' | 'error';

export interface ChecklistCard {
  id: ChecklistCardId;
  /** The counter's code: C, P, I (or anything the server sends). */
  status: string;
  tone: ChecklistTone;
  /** The page it links to (app path under /ui). */
  path: string;
}

/** ONB-016…018. */
export function checklistTone(status: string): ChecklistTone {
  if (status === 'C') return 'success';
  if (status === 'P') return 'warning';
  return 'error';
}

/**
 * The cards in order (ONB-015, ONB-019): Documents ← documentstatus (hidden when the provider hides
 * documents, as the menu does), Autopayment ← papstatus, Contract ← contractstatus.
 */
export function checklistCards(c: Checklist, hideDocuments = false): ChecklistCard[] {
  const cards: ChecklistCard[] = [];
  if (!(c.hidedocuments || hideDocuments)) cards.push({ id: 'documents', status: c.documentstatus, tone: checklistTone(c.documentstatus), path: '/user/documentupload' });
  cards.push({ id: 'autopayment', status: c.papstatus, tone: checklistTone(c.papstatus), path: '/user/autopayment' });
  cards.push({ id: 'contract', status: c.contractstatus, tone: checklistTone(c.contractstatus), path: '/user/contract' });
  return cards;
}

/** True when every card shown is done. */
export function checklistDone(cards: readonly ChecklistCard[]): boolean {
  return cards.every((c) => c.tone === 'success');
}
