import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { userTarget } from '../../../lib/target';

/** What the upgrade sends (NET-057). */
export interface PackageUpgradeRequest {
  bpid: number;
  packageid: number;
  /** From the stored upgrade promo, when the subscriber applies it. */
  offercode?: string;
  /** The attempt's Idempotency-Key (the wizard's). */
  idempotencyKey: string;
}

/**
 * POST user.{id}/packageupgrade.{bpid} {packageid, offercode?}, with the attempt's
 * Idempotency-Key. A refusal (450, or an answer
 * with the error flag, or 433–435) is thrown with the server's message, which the "Upgrade
 * Failed" dialog shows (NET-060).
 */
export async function postPackageUpgrade(user: number, req: PackageUpgradeRequest): Promise<ApiAnswer> {
  const body: { packageid: number; offercode?: string } = { packageid: req.packageid };
  if (req.offercode) body.offercode = req.offercode;
  const result = await apiPost(userTarget(user, `packageupgrade.${req.bpid}`), body, { idempotencyKey: req.idempotencyKey });
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error || answer.success === false) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/**
 * The upgrade mutation. It invalidates nothing itself: the wizard reloads the account's data
 * once "Package upgraded!" has been shown (NET-058, NET-059), or after the failure is confirmed.
 */
export function usePackageUpgrade(user: number) {
  return useMutation<ApiAnswer, Error, PackageUpgradeRequest>({
    mutationFn: (req) => postPackageUpgrade(user, req),
  });
}
