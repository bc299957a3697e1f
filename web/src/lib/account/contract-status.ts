/**
 * The contract status of an account (user.{id}/contract, PLAT-050): a pending re-sign puts
 * Contract and Add Documents in the menu and decides the landing page.
 */
import * as v from 'valibot';
import type { SchemaOf } from '../api-client/decode';

/** Contract status of user.{id}/contract list[0] (PLAT-050). */
export interface ContractStatus {
  contractResign: boolean;
  contractResignType: string;
}

/** The contract re-sign type that needs an identity document (PLAT-052). */
export const NEEDDOC_IDVERIFY = 'NEEDDOC_IDVERIFY';

/** True when a contract re-sign is pending. */
export function isContractPending(c: ContractStatus): boolean {
  return c.contractResign === true;
}

/** A contract list item (PLAT-050); missing fields mean not pending. */
export const ContractStatusSchema = v.object({
  contractResign: v.optional(v.boolean(), false),
  contractResignType: v.optional(v.string(), ''),
}) satisfies SchemaOf<ContractStatus>;
