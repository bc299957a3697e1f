import { useMutation, type QueryKey } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { accountWarningsTarget } from '../../../lib/account';
import { apiDelete, apiPost, decodeEnvelope, ProductError, type ApiAnswer, type ApiResult } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** user.{id}/ipaddr_registermac, or …/ipaddr_registermac.{bpsId} for one registration. */
export function registerMacTarget(user: number, bpsId?: number): string {
  return userTarget(user, bpsId === undefined ? 'ipaddr_registermac' : `ipaddr_registermac.${bpsId}`);
}

/**
 * What a successful write refreshes (IP-023, IP-025): every read of the account (the list, the
 * counts, the NAT flag and the rest of its data) and the login's warnings, since a registration
 * clears the account's notregistered warning.
 */
export function refreshKeys(user: number): QueryKey[] {
  return [['user', String(user)], targetQueryKey(accountWarningsTarget)];
}

/** A new registration (IP-022): the type; the server allocates the address. */
export interface CreateRegistration {
  static: boolean;
  mac_address: string;
  description: string;
}

/** An edit (docs/phone-api.md): the type does not change, so only the MAC and the description are sent. */
export interface EditRegistration {
  bpsId: number;
  mac_address: string;
  description: string;
}

/** A write's answer checked: a refusal (450, or the error flag) is thrown with the server's message. */
function checked(result: ApiResult<ApiAnswer>): ApiAnswer {
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/**
 * POST user.{id}/ipaddr_registermac {static, mac_address, description} (create), or
 * POST user.{id}/ipaddr_registermac.{bpsId} {mac_address, description} (edit).
 */
export async function postRegistration(user: number, write: CreateRegistration | EditRegistration): Promise<ApiAnswer> {
  if ('bpsId' in write) {
    const { bpsId, mac_address, description } = write;
    return checked(await apiPost(registerMacTarget(user, bpsId), { mac_address, description }));
  }
  return checked(await apiPost(registerMacTarget(user), write));
}

/** DELETE user.{id}/ipaddr_registermac.{bpsId} (IP-024). */
export async function deleteRegistration(user: number, bpsId: number): Promise<ApiAnswer> {
  return checked(await apiDelete(registerMacTarget(user, bpsId)));
}

/** Registers or edits a device; the server's message shows in the snackbar and the account's data reload. */
export function useRegistrationWrite(user: number) {
  return useMutation<ApiAnswer, Error, CreateRegistration | EditRegistration>({
    mutationFn: (write) => postRegistration(user, write),
    meta: { targets: [registerMacTarget(user)], invalidates: refreshKeys(user) },
    onSuccess: (answer) => {
      if (answer.message) notify({ severity: 'success', message: answer.message });
    },
  });
}

/** Deletes a registration; the server's message shows in the snackbar and the account's data reload. */
export function useRegistrationDelete(user: number) {
  return useMutation<ApiAnswer, Error, number>({
    mutationFn: (bpsId) => deleteRegistration(user, bpsId),
    meta: { targets: [registerMacTarget(user)], invalidates: refreshKeys(user) },
    onSuccess: (answer) => {
      if (answer.message) notify({ severity: 'success', message: answer.message });
    },
  });
}
