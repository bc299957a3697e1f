import { useMutation } from '@tanstack/react-query';
import { translate } from '../../i18n/i18n';
import { notify } from '../notify';
import { apiDelete, apiPost, type ApiAnswer, type ApiResult } from './api-client';
import { decodeEnvelope } from './decode';

/**
 * A generic write (POST, or DELETE) with the platform's feedback (PLAT-084, decisions §11): an
 * answer with the error flag shows the 'Problem' toast with the server's message, otherwise a
 * success toast with the answer's message (when it has one). Thrown errors (450 …) show the
 * 'Problem' toast too. The written target's subtree is refreshed afterwards (query.ts).
 */
export function useApiWrite<Body = unknown>(
  target: string,
  opts: { method?: 'POST' | 'DELETE'; silent?: boolean; also?: string[] } = {},
) {
  const { method = 'POST', silent = false, also = [] } = opts;
  return useMutation<ApiResult<ApiAnswer>, Error, Body>({
    mutationFn: async (body) => {
      const answer = await (method === 'DELETE' ? apiDelete(target) : apiPost(target, body));
      return answer === false ? false : decodeEnvelope(answer);
    },
    meta: { targets: [target, ...also] },
    onSuccess: (answer) => {
      if (silent || answer === false) return;
      if (answer.error) {
        notify({ severity: 'error', title: translate('errors.problem'), message: answer.message || translate('errors.generic') });
      } else if (answer.message) {
        notify({ severity: 'success', message: answer.message });
      }
    },
    onError: (error) => {
      if (!silent) notify({ severity: 'error', title: translate('errors.problem'), message: error.message });
    },
  });
}
