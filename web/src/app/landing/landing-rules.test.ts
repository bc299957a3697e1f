// covers: PLAT-041, PLAT-044, PLAT-046, PLAT-049, PLAT-052, PLAT-054, PLAT-056, PLAT-058, PLAT-059,
// covers: PLAT-060, PLAT-061, PLAT-062
import { describe, expect, it } from 'vitest';
import { NEEDDOC_IDVERIFY, serviceFlagNames, type ServiceFlags } from '../../lib/account';
import { findRoute } from '../../lib/routes';
import { buildMenu } from '../menu/menu-rules';
import { afterSwitchRedirect, landingPath, type LandingInput } from './landing-rules';

function allCombos(): LandingInput[] {
  const dims = [...serviceFlagNames, 'contractResign', 'idverify', 'hasWarning', 'offerFlag'] as const;
  const out: LandingInput[] = [];
  for (let mask = 0; mask < 1 << dims.length; mask++) {
    const bit = (name: (typeof dims)[number]) => (mask & (1 << dims.indexOf(name))) !== 0;
    out.push({
      flags: Object.fromEntries(serviceFlagNames.map((n) => [n, bit(n)])) as unknown as ServiceFlags,
      contract: {
        contractResign: bit('contractResign'),
        contractResignType: bit('idverify') ? NEEDDOC_IDVERIFY : 'NEEDDOC_CONTRACTNEW',
      },
      hasWarning: bit('hasWarning'),
      offerFlag: bit('offerFlag'),
    });
  }
  return out;
}

/** The precedence of decisions.md §13, written as an independent oracle. */
function expected(i: LandingInput): string {
  const rules: [boolean, string][] = [
    [i.offerFlag, '/user/offer'],
    [i.hasWarning, '/user/important'],
    [i.contract.contractResign && i.contract.contractResignType === NEEDDOC_IDVERIFY, '/user/documentupload'],
    [i.contract.contractResign, '/user/contract'],
    [i.flags.hasPreinstall, '/user/preinstallchecklist'],
    [i.flags.hasBroadband, '/user/dashboard'],
    [i.flags.hasPhone, '/user/emergencyprofiles'],
    [i.flags.hasContactInfo, '/user/account'],
    [true, '/user/changepassword'],
  ];
  return rules.find(([when]) => when)![1];
}

describe('landingPath over every combination', () => {
  const combos = allCombos();

  it('enumerates 2^12 combinations', () => {
    expect(combos).toHaveLength(4096);
  });

  it('follows the precedence of decisions §13, first match wins', () => {
    for (const input of combos) expect(landingPath(input), JSON.stringify(input)).toBe(expected(input));
  });

  it('always lands on a route the menu of the same account has', () => {
    for (const input of combos) {
      const menu = buildMenu({ flags: input.flags, contract: input.contract, hasWarning: input.hasWarning, userId: 1 }, {
        apiBrowserUserIds: [],
      });
      expect(findRoute(menu, landingPath(input)), JSON.stringify(input)).toBeDefined();
    }
  });
});

describe('landingPath examples', () => {
  const none: ServiceFlags = {
    hasBroadband: false,
    hasPhone: false,
    hasContactInfo: false,
    hasAr: false,
    hasPreinstall: false,
    hidedocuments: false,
    hasWiFi: false,
    hasRouter: false,
  };
  const noContract = { contractResign: false, contractResignType: '' };
  it.each([
    ['nothing', { flags: none }, '/user/changepassword'],
    ['contact info only', { flags: { ...none, hasContactInfo: true, hasAr: true } }, '/user/account'],
    ['phone only', { flags: { ...none, hasPhone: true, hasContactInfo: true } }, '/user/emergencyprofiles'],
    ['broadband and phone', { flags: { ...none, hasPhone: true, hasBroadband: true } }, '/user/dashboard'],
    ['pre-install over broadband', { flags: { ...none, hasPreinstall: true, hasBroadband: true } }, '/user/preinstallchecklist'],
    [
      'NEEDDOC_IDVERIFY',
      { flags: none, contract: { contractResign: true, contractResignType: NEEDDOC_IDVERIFY } },
      '/user/documentupload',
    ],
    ['contract new', { flags: none, contract: { contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW' } }, '/user/contract'],
    ['resign type without pending contract', { flags: none, contract: { contractResign: false, contractResignType: NEEDDOC_IDVERIFY } }, '/user/changepassword'],
    ['warning over all', { flags: { ...none, hasBroadband: true, hasPreinstall: true }, hasWarning: true }, '/user/important'],
    ['offer over warning', { flags: none, hasWarning: true, offerFlag: true }, '/user/offer'],
  ] as const)('%s', (_name, partial, want) => {
    expect(landingPath({ contract: noContract, hasWarning: false, offerFlag: false, ...partial })).toBe(want);
  });
});

describe('afterSwitchRedirect', () => {
  it.each([
    ['/user/change', { action: 'upgrade' }, { to: '/user/package', state: { action: 'upgrade' } }],
    ['/user/change', { action: 'unlimited' }, { to: '/user/package', state: { action: 'unlimited' } }],
    ['/user/change/', { action: 'unlimited' }, { to: '/user/package', state: { action: 'unlimited' } }],
    ['/user/change', { action: 'advancedsettings' }, { to: '/user/advancedsettings', state: { action: 'advancedsettings' } }],
    ['/user/change', { action: 'other' }, { to: '/' }],
    ['/user/change', { action: 5 }, { to: '/' }],
    ['/user/change', null, { to: '/' }],
    ['/user/change', undefined, { to: '/' }],
    ['/user/dashboard', { action: 'upgrade' }, { to: '/' }],
    ['/user/package', { action: 'upgrade' }, { to: '/' }],
    ['/user/changepassword', { action: 'upgrade' }, { to: '/' }],
  ])('%s with %j', (path, state, want) => {
    expect(afterSwitchRedirect(path, state)).toEqual(want);
  });
});
