/**
 * The contract page's rules, without React (ONB-023…033, ONB-038/039, decisions §14): what a
 * profile leads to, when the term choice and the name field are shown, and what a signing sends.
 */
import { NEEDDOC_IDVERIFY } from '../../lib/account';
import type { ContractProfile } from './api/get-contract-profile';
import type { Signing } from './api/sign-document';

/** The re-sign types that go to the contract flow (ONB-027). */
export const CONTRACT_RESIGN_TYPES = ['NEEDDOC_CONTRACTNEW', 'NEEDDOC_CONTRACTVER', 'NEEDDOC_CONTRACTASSUME'] as const;

/** The re-sign types that ask for a name change (ONB-033). */
export const NAME_CHANGE_TYPES = ['NEEDDOC_CONTRACTASSUME', 'NEEDDOC_CONTRACTNEW'] as const;

/** What a re-sign asks for: none, the contract, an identity document (decisions §14), or an agreement (a hash, ONB-038). */
export type ResignKind = 'none' | 'contract' | 'idverify' | 'agreement';

export function resignKind(p: Pick<ContractProfile, 'contractResign' | 'contractResignType'>): ResignKind {
  if (!p.contractResign) return 'none';
  const t = p.contractResignType.trim();
  if (t === NEEDDOC_IDVERIFY) return 'idverify';
  // The contract types, a re-sign without a type, and any other NEEDDOC_ type the server may add: the contract.
  if (t === '' || t.startsWith('NEEDDOC_')) return 'contract';
  return 'agreement';
}

/** The two flows. */
export type Flow = 'contract' | 'agreement';

/** Where a profile leads when the page opens (or while it shows a status). */
export type ProfileOutcome =
  | { view: 'approved' }
  | { view: 'waiting'; flow: Flow }
  | { view: 'idverify' }
  | { view: 'contract' | 'agreement'; flow: Flow }
  | { view: 'reviewcontract' | 'reviewagreement'; flow: Flow; tempId: string };

/**
 * ONB-023…027, ONB-038/039, decisions §14: contractstatus C and no re-sign → approved; P, or a
 * contract re-sign with contractcount above 0 → waiting; NEEDDOC_IDVERIFY → the card that leads to
 * /documentupload; an agreement re-sign (a hash) → waiting when agreementcount is above 0, else
 * the agreement flow; otherwise the contract flow. A signed draft not yet submitted goes straight
 * to its review.
 */
export function profileOutcome(p: ContractProfile): ProfileOutcome {
  const kind = resignKind(p);
  if (kind === 'idverify') return { view: 'idverify' };
  if (kind === 'agreement') {
    if (p.agreementcount > 0) return { view: 'waiting', flow: 'agreement' };
    if (p.tempagreementid) return { view: 'reviewagreement', flow: 'agreement', tempId: p.tempagreementid };
    return { view: 'agreement', flow: 'agreement' };
  }
  if (kind === 'none' && p.contractstatus === 'C') return { view: 'approved' };
  if (p.contractstatus === 'P' || (kind === 'contract' && p.contractcount > 0)) return { view: 'waiting', flow: 'contract' };
  if (p.tempcontractid) return { view: 'reviewcontract', flow: 'contract', tempId: p.tempcontractid };
  return { view: 'contract', flow: 'contract' };
}

/** ONB-032: the term agreements are shown for a new contract of a pre-install account (not a re-sign). */
export function showsTerms(p: Pick<ContractProfile, 'ispreinstall' | 'contractResign'>): boolean {
  return p.ispreinstall && !p.contractResign;
}

/** ONB-033: the assume and new re-sign types ask for the (new) name. */
export function needsName(p: Pick<ContractProfile, 'contractResign' | 'contractResignType'>): boolean {
  return p.contractResign && (NAME_CHANGE_TYPES as readonly string[]).includes(p.contractResignType.trim());
}

/** ONB-034: the field the name is sent in — `companyname` for a company (type c), else `name`. */
export function nameField(p: Pick<ContractProfile, 'type'>): 'name' | 'companyname' {
  return p.type === 'c' ? 'companyname' : 'name';
}

/** The longest name the contract takes. */
export const NAME_MAX = 100;

/** The contract view's choices: the term (0 none yet) and the name. */
export interface ContractForm {
  term: 0 | 1 | 2;
  name: string;
}

/** The form as it opens: no term chosen, the profile's name. */
export function initialContractForm(p: Pick<ContractProfile, 'name'>): ContractForm {
  return { term: 0, name: p.name };
}

/** A name as sent: spaces trimmed and collapsed. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** What stops the contract view from going on to the signature. */
export interface ContractFormProblems {
  /** ONB-031: "You need to choose between the two term options to proceed". */
  term?: 'required';
  name?: 'required' | 'tooLong';
}

export function contractFormProblems(p: ContractProfile, form: ContractForm): ContractFormProblems {
  const problems: ContractFormProblems = {};
  if (showsTerms(p) && form.term !== 1 && form.term !== 2) problems.term = 'required';
  if (needsName(p)) {
    const name = normalizeName(form.name);
    if (name === '') problems.name = 'required';
    else if (name.length > NAME_MAX) problems.name = 'tooLong';
  }
  return problems;
}

export function hasProblems(problems: ContractFormProblems): boolean {
  return problems.term !== undefined || problems.name !== undefined;
}

/** What a contract signing sends besides the signature (ONB-029, ONB-034): the term when shown, the name when asked. */
export function contractSigning(p: ContractProfile, form: ContractForm): Signing {
  const signing: Signing = { kind: 'contract' };
  if (showsTerms(p) && (form.term === 1 || form.term === 2)) signing.term = form.term;
  if (needsName(p)) signing.name = { field: nameField(p), value: normalizeName(form.name) };
  return signing;
}

/** An agreement signing (ONB-042): its type. */
export function agreementSigning(p: Pick<ContractProfile, 'contractResignType'>): Signing {
  return { kind: 'agreement', agreement: p.contractResignType.trim() };
}
