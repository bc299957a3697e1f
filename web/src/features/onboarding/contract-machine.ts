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
  | { type: 'done'; profile: ContractProfile | null };

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

/** The state after a series of events. */
export function stateAfter(events: readonly ContractEvent[], from: ContractState = initialContractState): ContractState {
  return events.reduce(contractReducer, from);
}
