import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { onboardingTarget } from './onboarding-targets';

/**
 * The contract profile (ONB-020, ONB-021; onboarding-contract.md "GET user.{id}/contract"): who
 * signs, whether a re-sign is asked and of which type, what waits for review, and a signed draft
 * not yet submitted.
 */
export interface ContractProfile {
  contractResign: boolean;
  /** NEEDDOC_CONTRACTNEW / …VER / …ASSUME, NEEDDOC_IDVERIFY, or an agreement's type (a hash). */
  contractResignType: string;
  name: string;
  name2: string;
  /** 'm' or 'p' a person, 'c' a company. */
  type: string;
  ip: string;
  ispreinstall: boolean;
  agreementdescription: string;
  /** Submitted agreements waiting for review. */
  agreementcount: number;
  /** Submitted contracts waiting for review. */
  contractcount: number;
  /** A signed contract draft not yet submitted ('' none). */
  tempcontractid: string;
  /** A signed agreement draft not yet submitted ('' none). */
  tempagreementid: string;
  /** C approved, P waiting for review, I missing. */
  contractstatus: string;
  contractversion: string;
  /** Term 2's fee, in cents. */
  termfee: number;
  /** The last rejection's reason ('' none). */
  reason: string;
}

/** An id: the server's opaque string; a number is read as its digits. */
const idText = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((x) => (x === null || x === 0 ? '' : String(x))),
  ),
  '',
);

export const ContractProfileSchema = v.object({
  contractResign: v.optional(v.boolean(), false),
  contractResignType: v.optional(v.nullable(v.string(), ''), ''),
  name: v.optional(v.nullable(v.string(), ''), ''),
  name2: v.optional(v.nullable(v.string(), ''), ''),
  type: v.optional(v.string(), 'p'),
  ip: v.optional(v.nullable(v.string(), ''), ''),
  ispreinstall: v.optional(v.boolean(), false),
  agreementdescription: v.optional(v.nullable(v.string(), ''), ''),
  agreementcount: v.optional(v.number(), 0),
  contractcount: v.optional(v.number(), 0),
  tempcontractid: idText,
  tempagreementid: idText,
  contractstatus: v.optional(v.string(), 'I'),
  contractversion: v.optional(v.string(), ''),
  termfee: v.optional(v.number(), 19995),
  reason: v.optional(v.nullable(v.string(), ''), ''),
}) satisfies SchemaOf<ContractProfile>;

/** What an account without a contract item reads as. */
export const emptyContractProfile: ContractProfile = Object.freeze(v.parse(ContractProfileSchema, {}));

/** GET user.{id}/contract (ONB-020); null when the server has nothing to give (433–435). */
export async function fetchContractProfile(user: number, signal?: AbortSignal): Promise<ContractProfile | null> {
  const answer = await apiGet(onboardingTarget(user, 'contract'), { signal });
  if (answer === false) return null;
  return decodeList(answer, ContractProfileSchema)[0] ?? emptyContractProfile;
}

/**
 * The profile's key: under the contract's subtree (a write's invalidation reaches it with the
 * shell's contract status), but its own entry — the shell keeps only the re-sign fields under the
 * target's key, this page the whole profile.
 */
export const contractProfileQuery = (user: number) =>
  queryOptions({
    queryKey: [...targetQueryKey(onboardingTarget(user, 'contract')), 'profile'],
    queryFn: ({ signal }) => fetchContractProfile(user, signal),
  });

export function useContractProfile(user: number) {
  return useQuery(contractProfileQuery(user));
}
