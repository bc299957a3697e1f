// covers: ONB-005, ONB-008, ONB-009, ONB-010, ONB-011, ONB-015, ONB-016, ONB-017, ONB-018, ONB-019
// covers: ONB-021, ONB-022, ONB-023, ONB-024, ONB-025, ONB-026, ONB-027, ONB-029, ONB-030, ONB-031, ONB-032, ONB-033
// covers: ONB-034, ONB-038, ONB-039, ONB-042, ONB-045, ONB-046
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { contractProfile } from '../../test/fake-server';
import { ChecklistSchema } from './api/get-checklist';
import { ContractProfileSchema, type ContractProfile } from './api/get-contract-profile';
import { DocumentUploadStatusSchema } from './api/get-document-upload';
import { signingFields } from './api/sign-document';
import { checklistCards, checklistDone, checklistTone } from './checklist-rules';
import { contractReducer, contractViews, fromProfile, initialContractState, stateAfter, stepOfView, type ContractState } from './contract-machine';
import {
  agreementSigning,
  contractFormProblems,
  contractSigning,
  initialContractForm,
  NAME_MAX,
  nameField,
  needsName,
  profileOutcome,
  resignKind,
  showsTerms,
} from './contract-rules';
import { canUpload, documentState, lastRejection } from './document-rules';
import { backingSize, exportSignature, exportSize, padSize, SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH, type ExportCanvas } from './signature-export';

const profile = (o: Record<string, unknown> = {}): ContractProfile => v.parse(ContractProfileSchema, contractProfile(o));
const HASH = '7f3a9c2e41b05d68';

describe('identity documents: the state by the counters (ONB-008…011)', () => {
  it('is approved at documentstatus C, whatever waits', () => {
    expect(documentState({ documentstatus: 'C', pendingphotos: 0 })).toBe('approved');
    expect(documentState({ documentstatus: 'C', pendingphotos: 2 })).toBe('approved');
  });
  it('waits for review from 2 photos, invites a second at 1, else uploads', () => {
    expect(documentState({ documentstatus: 'P', pendingphotos: 2 })).toBe('waiting');
    expect(documentState({ documentstatus: 'P', pendingphotos: 3 })).toBe('waiting');
    expect(documentState({ documentstatus: 'P', pendingphotos: 1 })).toBe('second');
    expect(documentState({ documentstatus: 'I', pendingphotos: 0 })).toBe('upload');
    expect(canUpload('upload')).toBe(true);
    expect(canUpload('second')).toBe(true);
    expect(canUpload('waiting')).toBe(false);
    expect(canUpload('approved')).toBe(false);
  });
  it('reads the last rejection from the latest photo only', () => {
    expect(lastRejection({ photos: [] })).toBeNull();
    expect(lastRejection({ photos: [{ id: 1, ts: 10, status: 'rejected', reason: 'Blurry' }] })).toBe('Blurry');
    expect(lastRejection({ photos: [{ id: 1, ts: 10, status: 'rejected', reason: 'Blurry' }, { id: 2, ts: 20, status: 'pending', reason: '' }] })).toBeNull();
    expect(lastRejection({ photos: [{ id: 2, ts: 20, status: 'rejected', reason: '' }, { id: 1, ts: 10, status: 'approved', reason: '' }] })).toBe('');
  });
  it('decodes the counters with their defaults (ONB-005)', () => {
    expect(v.parse(DocumentUploadStatusSchema, {})).toEqual({ pendingphotos: 0, documentstatus: 'I', hidedocuments: false, photos: [] });
    expect(v.parse(ChecklistSchema, { papstatus: 'C' })).toEqual({ documentstatus: 'I', papstatus: 'C', contractstatus: 'I', hidedocuments: false });
  });
});

describe('the checklist cards (ONB-015…019)', () => {
  it('colours C success, P warning, anything else error', () => {
    expect(checklistTone('C')).toBe('success');
    expect(checklistTone('P')).toBe('warning');
    expect(checklistTone('I')).toBe('error');
    expect(checklistTone('')).toBe('error');
    expect(checklistTone('X')).toBe('error');
  });
  it('reads documentstatus, papstatus and contractstatus, linking to their pages', () => {
    const cards = checklistCards({ documentstatus: 'P', papstatus: 'C', contractstatus: 'I', hidedocuments: false });
    expect(cards.map((c) => [c.id, c.status, c.tone, c.path])).toEqual([
      ['documents', 'P', 'warning', '/user/documentupload'],
      ['autopayment', 'C', 'success', '/user/autopayment'],
      ['contract', 'I', 'error', '/user/contract'],
    ]);
    expect(checklistDone(cards)).toBe(false);
  });
  it('hides Documents when documents are hidden (the answer or the account flags)', () => {
    expect(checklistCards({ documentstatus: 'I', papstatus: 'C', contractstatus: 'C', hidedocuments: true }).map((c) => c.id)).toEqual(['autopayment', 'contract']);
    const cards = checklistCards({ documentstatus: 'I', papstatus: 'C', contractstatus: 'C', hidedocuments: false }, true);
    expect(cards.map((c) => c.id)).toEqual(['autopayment', 'contract']);
    expect(checklistDone(cards)).toBe(true);
  });
});

describe('where a contract profile leads (ONB-023…027, ONB-038, ONB-039, decisions §14)', () => {
  it('decodes the profile (ONB-021), an id as text', () => {
    const p = v.parse(ContractProfileSchema, { name: 'A', type: 'c', tempcontractid: 12, contractcount: 1 });
    expect(p).toMatchObject({ name: 'A', type: 'c', tempcontractid: '12', contractcount: 1, contractResign: false, termfee: 19995 });
    expect(v.parse(ContractProfileSchema, { tempcontractid: null }).tempcontractid).toBe('');
  });
  it('classifies the re-sign types', () => {
    expect(resignKind(profile())).toBe('none');
    for (const t of ['NEEDDOC_CONTRACTNEW', 'NEEDDOC_CONTRACTVER', 'NEEDDOC_CONTRACTASSUME', '']) expect(resignKind(profile({ contractResign: true, contractResignType: t }))).toBe('contract');
    expect(resignKind(profile({ contractResign: true, contractResignType: 'NEEDDOC_IDVERIFY' }))).toBe('idverify');
    expect(resignKind(profile({ contractResign: true, contractResignType: HASH }))).toBe('agreement');
    expect(resignKind(profile({ contractResign: false, contractResignType: HASH }))).toBe('none');
  });
  it('C without re-sign is approved; C with a re-sign is the flow (ONB-023, ONB-027)', () => {
    expect(profileOutcome(profile({ contractstatus: 'C' }))).toEqual({ view: 'approved' });
    expect(profileOutcome(profile({ contractstatus: 'C', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW' }))).toEqual({ view: 'contract', flow: 'contract' });
    expect(profileOutcome(profile({ contractstatus: 'C', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTVER' }))).toEqual({ view: 'contract', flow: 'contract' });
  });
  it('P, or a re-sign with contractcount above 0, waits (ONB-024)', () => {
    expect(profileOutcome(profile({ contractstatus: 'P' }))).toEqual({ view: 'waiting', flow: 'contract' });
    expect(profileOutcome(profile({ contractstatus: 'C', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTASSUME', contractcount: 1 }))).toEqual({ view: 'waiting', flow: 'contract' });
    // contractcount alone, without a re-sign and with I, is not the spec's waiting rule: the flow.
    expect(profileOutcome(profile({ contractstatus: 'I', contractcount: 1 })).view).toBe('contract');
  });
  it('an existing draft goes straight to review (ONB-026)', () => {
    expect(profileOutcome(profile({ tempcontractid: 'abc' }))).toEqual({ view: 'reviewcontract', flow: 'contract', tempId: 'abc' });
    expect(profileOutcome(profile({ contractResign: true, contractResignType: HASH, tempagreementid: 'def' }))).toEqual({ view: 'reviewagreement', flow: 'agreement', tempId: 'def' });
  });
  it('a hash goes to the agreement flow, waiting when agreementcount is above 0 (ONB-038, ONB-039)', () => {
    expect(profileOutcome(profile({ contractstatus: 'C', contractResign: true, contractResignType: HASH }))).toEqual({ view: 'agreement', flow: 'agreement' });
    expect(profileOutcome(profile({ contractResign: true, contractResignType: HASH, agreementcount: 1 }))).toEqual({ view: 'waiting', flow: 'agreement' });
  });
  it('NEEDDOC_IDVERIFY shows the identity card', () => {
    expect(profileOutcome(profile({ contractResign: true, contractResignType: 'NEEDDOC_IDVERIFY' }))).toEqual({ view: 'idverify' });
  });
});

describe('the term and the name (ONB-029…034)', () => {
  it('shows the terms for a new contract of a pre-install account only (ONB-032)', () => {
    expect(showsTerms(profile({ ispreinstall: true }))).toBe(true);
    expect(showsTerms(profile({ ispreinstall: false }))).toBe(false);
    expect(showsTerms(profile({ ispreinstall: true, contractResign: true, contractResignType: 'NEEDDOC_CONTRACTVER' }))).toBe(false);
  });
  it('needs a term 1 or 2 when the terms are shown (ONB-031), and sends it (ONB-029, ONB-030)', () => {
    const p = profile();
    expect(contractFormProblems(p, { term: 0, name: '' })).toEqual({ term: 'required' });
    expect(contractFormProblems(p, { term: 1, name: '' })).toEqual({});
    expect(contractSigning(p, { term: 2, name: 'x' })).toEqual({ kind: 'contract', term: 2 });
    expect(signingFields(contractSigning(p, { term: 1, name: 'x' }))).toEqual({ term: '1' });
    // Not shown: no term asked, none sent.
    const resign = profile({ ispreinstall: false, contractResign: true, contractResignType: 'NEEDDOC_CONTRACTVER' });
    expect(contractFormProblems(resign, { term: 0, name: '' })).toEqual({});
    expect(signingFields(contractSigning(resign, { term: 1, name: '' }))).toEqual({});
  });
  it('asks the name for the assume and new types (ONB-033), as name or companyname by type (ONB-034)', () => {
    expect(needsName(profile({ contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW' }))).toBe(true);
    expect(needsName(profile({ contractResign: true, contractResignType: 'NEEDDOC_CONTRACTASSUME' }))).toBe(true);
    expect(needsName(profile({ contractResign: true, contractResignType: 'NEEDDOC_CONTRACTVER' }))).toBe(false);
    expect(needsName(profile())).toBe(false);
    expect(nameField(profile({ type: 'c' }))).toBe('companyname');
    expect(nameField(profile({ type: 'm' }))).toBe('name');
    expect(nameField(profile({ type: 'p' }))).toBe('name');
    const person = profile({ ispreinstall: false, contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW', name: 'Casey Lin' });
    expect(initialContractForm(person)).toEqual({ term: 0, name: 'Casey Lin' });
    expect(contractFormProblems(person, { term: 0, name: '   ' })).toEqual({ name: 'required' });
    expect(contractFormProblems(person, { term: 0, name: 'x'.repeat(NAME_MAX + 1) })).toEqual({ name: 'tooLong' });
    expect(signingFields(contractSigning(person, { term: 0, name: '  Casey   Lin-Moreau ' }))).toEqual({ name: 'Casey Lin-Moreau' });
    const company = profile({ ispreinstall: false, type: 'c', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTASSUME', name: 'Lin Farms Ltd' });
    expect(signingFields(contractSigning(company, initialContractForm(company)))).toEqual({ companyname: 'Lin Farms Ltd' });
  });
  it('sends the agreement’s type (ONB-042)', () => {
    expect(signingFields(agreementSigning(profile({ contractResignType: ` ${HASH} ` })))).toEqual({ agreement: HASH });
  });
});

describe('the contract page’s state machine (ONB-022, ONB-025, ONB-026)', () => {
  const p = profile();
  it('has the spec’s sub-views', () => {
    for (const view of ['contract', 'signaturepad', 'reviewcontract', 'downloadcontract', 'agreement', 'reviewagreement', 'downloadagreement']) {
      expect(contractViews).toContain(view);
    }
  });
  it("follows the browser's Back and Forward between the text, the pad and the review (issue 28)", () => {
    const text = contractReducer(initialContractState, { type: 'profile', profile: p });
    // Forward to the pad only once the text's choices were checked in this visit.
    expect(contractReducer(text, { type: 'history', step: 2 })).toBe(text);
    const pad = contractReducer(text, { type: 'next' });
    expect(stepOfView(pad.view)).toBe(2);
    expect(contractReducer(pad, { type: 'history', step: 1 }).view).toBe('contract');
    expect(contractReducer(contractReducer(pad, { type: 'history', step: 1 }), { type: 'history', step: 2 }).view).toBe('signaturepad');
    // The review needs its draft; Back from it is the pad.
    expect(contractReducer(pad, { type: 'history', step: 3 })).toBe(pad);
    const review = contractReducer(pad, { type: 'signed', tempId: 't1' });
    const back = contractReducer(review, { type: 'history', step: 2 });
    expect(back).toMatchObject({ view: 'signaturepad', tempId: 't1' });
    expect(contractReducer(back, { type: 'history', step: 3 })).toMatchObject({ view: 'reviewcontract', tempId: 't1' });
    // The sent document and the status views stay where they are.
    const sent = contractReducer(review, { type: 'submitted', message: 'Sent' });
    expect(contractReducer(sent, { type: 'history', step: 3 })).toBe(sent);
    const waiting = fromProfile(profile({ contractstatus: 'P' }));
    expect(contractReducer(waiting, { type: 'history', step: 2 })).toBe(waiting);
  });
  it('runs contract → signaturepad → reviewcontract → submit → downloadcontract → the status', () => {
    let s: ContractState = contractReducer(initialContractState, { type: 'profile', profile: p });
    expect(s.view).toBe('contract');
    s = contractReducer(s, { type: 'next' });
    expect(s).toMatchObject({ view: 'signaturepad', formReady: true });
    s = contractReducer(s, { type: 'cancelSignature' });
    expect(s.view).toBe('contract');
    s = stateAfter([{ type: 'next' }, { type: 'signed', tempId: 't1' }], s);
    expect(s).toMatchObject({ view: 'reviewcontract', tempId: 't1' });
    // Sign again goes back to the pad: the choices were checked in this visit.
    s = contractReducer(s, { type: 'signAgain' });
    expect(s.view).toBe('signaturepad');
    s = stateAfter([{ type: 'signed', tempId: 't2' }, { type: 'submitted', message: 'Sent' }], s);
    expect(s).toMatchObject({ view: 'downloadcontract', tempId: 't2', message: 'Sent' });
    // While in the flow the refreshed profile does not move the view.
    expect(contractReducer(s, { type: 'profile', profile: profile({ contractstatus: 'P' }) })).toBe(s);
    expect(contractReducer(s, { type: 'done', profile: profile({ contractstatus: 'P' }) })).toMatchObject({ view: 'waiting', flow: 'contract' });
    // A profile still naming the draft just sent reads as waiting, not as its review again.
    expect(contractReducer(s, { type: 'done', profile: profile({ tempcontractid: 't2' }) })).toMatchObject({ view: 'waiting' });
  });
  it('opens an existing draft’s review; Sign again then goes back to the text (ONB-026)', () => {
    const s = fromProfile(profile({ tempcontractid: 'd1' }));
    expect(s).toMatchObject({ view: 'reviewcontract', tempId: 'd1', formReady: false });
    expect(contractReducer(s, { type: 'signAgain' }).view).toBe('contract');
  });
  it('runs the agreement flow likewise (ONB-038)', () => {
    const a = profile({ contractResign: true, contractResignType: HASH, contractstatus: 'C' });
    const s = stateAfter([{ type: 'profile', profile: a }, { type: 'next' }, { type: 'signed', tempId: 'a1' }, { type: 'submitted', message: '' }]);
    expect(s).toMatchObject({ view: 'downloadagreement', flow: 'agreement', tempId: 'a1' });
    expect(contractReducer(s, { type: 'done', profile: profile({ contractResign: true, contractResignType: HASH, agreementcount: 1 }) })).toMatchObject({ view: 'waiting', flow: 'agreement' });
  });
  it('status views follow the profile; unexpected events are ignored', () => {
    let s = fromProfile(profile({ contractstatus: 'P' }));
    expect(s.view).toBe('waiting');
    s = contractReducer(s, { type: 'profile', profile: profile({ contractstatus: 'C' }) });
    expect(s.view).toBe('approved');
    expect(contractReducer(s, { type: 'next' })).toBe(s);
    expect(contractReducer(s, { type: 'signed', tempId: 'x' })).toBe(s);
    expect(contractReducer(s, { type: 'submitted', message: '' })).toBe(s);
    expect(contractReducer(s, { type: 'done', profile: null })).toBe(s);
  });
});

describe('the signature’s size and PNG (ONB-045, ONB-046)', () => {
  it('is 90 % of the width and 4/5 of the height, at most 800 × 400', () => {
    expect(padSize(1000, 1000)).toEqual({ width: 800, height: 400 });
    expect(padSize(700, 375)).toEqual({ width: 630, height: 300 });
    expect(padSize(812, 375)).toEqual({ width: 730, height: 300 });
    expect(padSize(2000, 300)).toEqual({ width: 800, height: 240 });
  });
  it('keeps the export at the CSS size, never over 800 × 400, whatever the pixel ratio', () => {
    expect(exportSize({ width: 800, height: 400 })).toEqual({ width: 800, height: 400 });
    expect(exportSize({ width: 900.4, height: 450 })).toEqual({ width: SIGNATURE_MAX_WIDTH, height: SIGNATURE_MAX_HEIGHT });
    expect(exportSize({ width: 630.4, height: 299.6 })).toEqual({ width: 630, height: 300 });
    expect(backingSize({ width: 800, height: 400 }, 3)).toEqual({ width: 2400, height: 1200, ratio: 3 });
    expect(backingSize({ width: 630, height: 300 }, 0.5)).toEqual({ width: 630, height: 300, ratio: 1 });
  });
  it('draws the high-DPI canvas scaled down on a canvas of the export size, as a PNG', async () => {
    const drawImage = vi.fn();
    let type = '';
    const out: ExportCanvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage }),
      toBlob: (cb, t) => {
        type = t ?? '';
        cb(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
      },
    };
    const source = { width: 2400, height: 1200 } as unknown as HTMLCanvasElement;
    const blob = await exportSignature(source, { width: 800, height: 400 }, () => out);
    expect(out.width).toBe(800);
    expect(out.height).toBe(400);
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 800, 400);
    expect(type).toBe('image/png');
    expect(blob.type).toBe('image/png');
  });
  it('rejects when the browser makes no PNG', async () => {
    const out: ExportCanvas = { width: 0, height: 0, getContext: () => ({ drawImage: vi.fn() }), toBlob: (cb) => cb(null) };
    await expect(exportSignature({} as HTMLCanvasElement, { width: 10, height: 10 }, () => out)).rejects.toThrow();
    const none: ExportCanvas = { width: 0, height: 0, getContext: () => null, toBlob: vi.fn() };
    await expect(exportSignature({} as HTMLCanvasElement, { width: 10, height: 10 }, () => none)).rejects.toThrow();
  });
});
