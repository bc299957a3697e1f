/**
 * Where a subscriber lands (decisions.md §13, PLAT-041/044/046/049/052/054/056/058/059) and where
 * they go after switching accounts (PLAT-060…062). Pure functions; paths are relative to /ui.
 */
import { NEEDDOC_IDVERIFY, isContractPending, type ChangeAction, type ContractStatus, type ServiceFlags } from '../../lib/account';

/** Everything the landing page depends on. */
export interface LandingInput {
  flags: ServiceFlags;
  contract: ContractStatus;
  hasWarning: boolean;
  /** The browser flag 'of' (an offer waiting). */
  offerFlag: boolean;
}

/**
 * The landing page, first match wins: 'of' → /offer; account warning → /important; contract
 * pending → /contract (/documentupload for NEEDDOC_IDVERIFY); pre-install → /preinstallchecklist;
 * broadband → /dashboard; phone → /emergencyprofiles; contact info → /account; else
 * /changepassword.
 */
export function landingPath(input: LandingInput): string {
  const { flags, contract, hasWarning, offerFlag } = input;
  if (offerFlag) return '/user/offer';
  if (hasWarning) return '/user/important';
  if (isContractPending(contract)) {
    return contract.contractResignType === NEEDDOC_IDVERIFY ? '/user/documentupload' : '/user/contract';
  }
  if (flags.hasPreinstall) return '/user/preinstallchecklist';
  if (flags.hasBroadband) return '/user/dashboard';
  if (flags.hasPhone) return '/user/emergencyprofiles';
  if (flags.hasContactInfo) return '/user/account';
  return '/user/changepassword';
}

/** A navigation: where to, with which router state. */
export interface Navigation {
  to: string;
  state?: { action: ChangeAction };
}

function actionOf(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'action' in state) {
    const a = (state as { action: unknown }).action;
    return typeof a === 'string' ? a : undefined;
  }
  return undefined;
}

/**
 * Where to go after the active account changed (PLAT-060…062): on /user/change with action
 * upgrade or unlimited → /user/package with that action; advancedsettings → /user/advancedsettings;
 * anything else → the base root (which lands by the new account's rules).
 */
export function afterSwitchRedirect(appPath: string, state: unknown): Navigation {
  const onChange = /^\/user\/change\/?$/i.test(appPath);
  const action = actionOf(state);
  if (onChange && (action === 'upgrade' || action === 'unlimited')) {
    return { to: '/user/package', state: { action } };
  }
  if (onChange && action === 'advancedsettings') {
    return { to: '/user/advancedsettings', state: { action } };
  }
  return { to: '/' };
}
