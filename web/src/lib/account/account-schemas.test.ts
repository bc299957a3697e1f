// covers: PLAT-039, PLAT-050, PLAT-053, NET-087
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountWarningSchema, ContractStatusSchema, NEEDDOC_IDVERIFY, noServiceFlags, serviceFlagNames, ServiceFlagsSchema } from '.';

describe('the account schemas', () => {
  it('decode a serviceidentification item as the Go server writes it (serviceFlags)', () => {
    const go = { hasBroadband: true, hasPhone: false, hasContactInfo: true, hasAr: false, hasPreinstall: false, hidedocuments: true, hasWiFi: true, hasRouter: false };
    expect(v.parse(ServiceFlagsSchema, go)).toEqual(go);
  });

  it.each<[object, string[]]>([
    [{}, []],
    [{ hasPhone: true, hasRouter: true, extra: 1 }, ['hasPhone', 'hasRouter']],
  ])('read a flag left out as false: %j', (raw, trueOnes) => {
    const flags = v.parse(ServiceFlagsSchema, raw);
    expect(Object.keys(flags).sort()).toEqual([...serviceFlagNames].sort());
    for (const n of serviceFlagNames) expect(flags[n]).toBe(trueOnes.includes(n));
    expect(v.parse(ServiceFlagsSchema, {})).toEqual(noServiceFlags);
  });

  it.each([null, 'x', { hasBroadband: true, hasWiFi: 'yes' }, { hasPhone: 1 }])('refuse a malformed flags item: %j', (raw) => {
    expect(v.safeParse(ServiceFlagsSchema, raw).success).toBe(false);
  });

  it.each([
    [{ contractResign: true, contractResignType: NEEDDOC_IDVERIFY }, { contractResign: true, contractResignType: NEEDDOC_IDVERIFY }],
    [{ contractResign: false, contractResignType: '' }, { contractResign: false, contractResignType: '' }],
    [{}, { contractResign: false, contractResignType: '' }],
  ])('decode a contract item (contractStatus) %j', (raw, want) => {
    expect(v.parse(ContractStatusSchema, raw)).toEqual(want);
  });

  it('refuse a contract item of another shape', () => {
    expect(v.safeParse(ContractStatusSchema, { contractResign: 'true', contractResignType: 5 }).success).toBe(false);
  });

  it('decode an account warning as the Go server writes it (warningItem), ids left out or null as null', () => {
    const go = { id: 7, type: 'hitcap', title: 'Cap reached', body: 'You used it all.', clearable: false, user: 1001, multipleusers: true };
    expect(v.parse(AccountWarningSchema, go)).toEqual(go);
    expect(v.parse(AccountWarningSchema, { type: 'notregistered', id: null })).toEqual({
      id: null,
      type: 'notregistered',
      title: '',
      body: '',
      clearable: false,
      user: null,
      multipleusers: false,
    });
    expect(v.safeParse(AccountWarningSchema, { id: '7', type: 'hitcap' }).success).toBe(false);
  });
});
