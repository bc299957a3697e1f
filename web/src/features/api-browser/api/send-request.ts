import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRaw, type RawAnswer } from '../../../lib/api-client/file';
import { invalidationKey } from '../../../lib/target';

/** What the form sends (MISC-011). */
export interface ApiBrowserRequest {
  method: 'GET' | 'POST';
  /** As typed: a target, optionally followed by extra parameters ('user.session&hardRefresh=true'). */
  target: string;
  schema: string;
  /** The POST body, already parsed. */
  body?: unknown;
}

/**
 * Splits what was typed in Target into the target and extra query parameters: the first '&' or
 * '?' starts the parameters ('user.1001/documentget.6&variant=thumbnail').
 */
export function splitTarget(input: string): { target: string; params: [string, string][] } {
  const text = input.trim();
  const at = text.search(/[&?]/);
  if (at < 0) return { target: text, params: [] };
  return { target: text.slice(0, at), params: [...new URLSearchParams(text.slice(at + 1)).entries()] };
}

/** Sends the request with the session (lib/api-client/file.ts apiRaw) and keeps the whole answer. */
export function sendApiRequest(req: ApiBrowserRequest): Promise<RawAnswer> {
  const { target, params } = splitTarget(req.target);
  return apiRaw({ method: req.method, target, schema: req.schema.trim() || undefined, params, body: req.body });
}

/**
 * The Send action. A POST may have changed what the app's views show, so the written target's
 * subtree is refreshed afterwards, as after any write (PLAT-101).
 */
export function useSendApiRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendApiRequest,
    onSettled: async (_answer, _error, req) => {
      if (req.method !== 'POST') return;
      const { target } = splitTarget(req.target);
      if (target) await queryClient.invalidateQueries({ queryKey: invalidationKey(target) });
    },
  });
}
