/** The account the app has started for, as features see it (README "Layout"). */
export { AccountContext, useAccount, type AccountContextValue, type ChangeAction, type SwitchAccount } from './account-context';
export { AccountWarningSchema, accountWarningsTarget, type AccountWarning } from './account-warning';
export { ContractStatusSchema, NEEDDOC_IDVERIFY, isContractPending, type ContractStatus } from './contract-status';
export { ServiceFlagsSchema, noServiceFlags, serviceFlagNames, type ServiceFlags } from './service-flags';
