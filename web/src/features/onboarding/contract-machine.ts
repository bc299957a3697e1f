/**
 * The contract page's views as a small state machine (ONB-022…027, ONB-038/039), without React.
 * The status views (approved, waiting, idverify) follow the profile as it is read again; once the
 * subscriber is in a flow, the flow's own events move it: contract (or agreement) → signaturepad
 * → reviewcontract (reviewagreement) → submit → downloadcontract (downloadagreement). An event a
 * view does not expect is ignored (the state is returned unchanged).
 */
import type { ContractProfile } from './api/get-contract-profile';
import { profileOutcome, type Flow } from './contract-rules';

/** The sub-views (ONB-022) and the page's status views. */
export const contractViews = [
  'loading',
  'approved',
  'waiting',
  'idverify',
  'contract',
  'signaturepad',
  'reviewcontract',
  'downloadcontract',
  'agreement',
  'reviewagreement',
  'downloadagreement',
] as const;
export type ContractView = (typeof contractViews)[number];

export interface ContractState {
  view: ContractView;
  flow: Flow;
  /** The signed draft under review (or just submitted). */
  tempId: string;
  /** The text view's choices were checked in this visit: Sign again goes to the pad, not back to the text. */
  formReady: boolean;
  /** The submit's message, shown by the download view. */
  message: string;
}

export type ContractEvent =
  /** The profile was read (or read again). */
  | { type: 'profile'; profile: ContractProfile }
  /** The text view's Next, once its choices are fine. */
  | { type: 'next' }
  /** The pad's Cancel: back to the text. */
  | { type: 'cancelSignature' }
  /** The signature was sent: its draft's review. */
  | { type: 'signed'; tempId: string }
  /** The review's Sign again. */
  | { type: 'signAgain' }
  /** The draft was submitted for review. */
  | { type: 'submitted'; message: string }
  /** The download view's Done: the status the profile now gives. */
  | { type: 'done'; profile: ContractProfile | null }
  /** The browser's Back or Forward landed on a step's history entry (issue 28). */
  | { type: 'history'; step: ContractStep };

/**
 * The flow's steps as history entries (issue 28, ?wizard=contract&step=): 1 the text (no search),
 * 2 the signature pad, 3 the review, 4 sent (the download, which replaces the review's entry).
 */
export type ContractStep = 1 | 2 | 3 | 4;

/** The step a view is, or null for the status views (no history entry of their own). */
export function stepOfView(view: ContractView): ContractStep | null {
  switch (view) {
    case 'contract':
    case 'agreement':
      return 1;
    case 'signaturepad':
      return 2;
    case 'reviewcontract':
    case 'reviewagreement':
      return 3;
    case 'downloadcontract':
    case 'downloadagreement':
      return 4;
    default:
      return null;
  }
}

export const initialContractState: ContractState = Object.freeze({ view: 'loading', flow: 'contract', tempId: '', formReady: false, message: '' });

/** The status views, which follow the profile. */
const statusViews: ReadonlySet<ContractView> = new Set(['loading', 'approved', 'waiting', 'idverify']);

const textView = (flow: Flow): ContractView => (flow === 'agreement' ? 'agreement' : 'contract');
const reviewView = (flow: Flow): ContractView => (flow === 'agreement' ? 'reviewagreement' : 'reviewcontract');
const downloadView = (flow: Flow): ContractView => (flow === 'agreement' ? 'downloadagreement' : 'downloadcontract');

/** The state a profile leads to. */
export function fromProfile(profile: ContractProfile): ContractState {
  const o = profileOutcome(profile);
  const flow: Flow = 'flow' in o ? o.flow : 'contract';
  return { view: o.view, flow, tempId: 'tempId' in o ? o.tempId : '', formReady: false, message: '' };
}

export function contractReducer(state: ContractState, event: ContractEvent): ContractState {
  switch (event.type) {
    case 'profile':
      return statusViews.has(state.view) ? fromProfile(event.profile) : state;
    case 'next':
      return state.view === textView(state.flow) ? { ...state, view: 'signaturepad', formReady: true } : state;
    case 'cancelSignature':
      return state.view === 'signaturepad' ? { ...state, view: textView(state.flow) } : state;
    case 'signed':
      return state.view === 'signaturepad' ? { ...state, view: reviewView(state.flow), tempId: event.tempId } : state;
    case 'signAgain':
      return state.view === reviewView(state.flow) ? { ...state, view: state.formReady ? 'signaturepad' : textView(state.flow) } : state;
    case 'submitted':
      return state.view === reviewView(state.flow) ? { ...state, view: downloadView(state.flow), message: event.message } : state;
    case 'history':
      return fromHistory(state, event.step);
    case 'done':
      if (state.view !== downloadView(state.flow)) return state;
      if (!event.profile) return { ...initialContractState };
      {
        const next = fromProfile(event.profile);
        // A profile read before the submit still names the draft just sent: it waits for review.
        if (next.view === reviewView(state.flow) && next.tempId === state.tempId) return { ...next, view: 'waiting', tempId: '' };
        return next;
      }
  }
}

/**
 * Back and Forward between the flow's steps: Back from the pad or the review goes to the text (or
 * from the review to the pad); Forward returns to the pad when the text's choices were checked in
 * this visit, and to the review while its draft is known. Anything else (a status view, the sent
 * document, a step the state cannot show) is left as it is.
 */
function fromHistory(state: ContractState, step: ContractStep): ContractState {
  const at = stepOfView(state.view);
  if (at === null || at === 4 || at === step) return state;
  if (step === 1) return { ...state, view: textView(state.flow) };
  if (step === 2 && (at === 3 || state.formReady)) return { ...state, view: 'signaturepad' };
  if (step === 3 && at === 2 && state.tempId) return { ...state, view: reviewView(state.flow) };
  return state;
}

/** The state after a series of events. */
export function stateAfter(events: readonly ContractEvent[], from: ContractState = initialContractState): ContractState {
  return events.reduce(contractReducer, from);
}
