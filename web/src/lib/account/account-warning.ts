/**
 * Account warnings (me.1/accountwarning, NET-087): the app reads them at start-up for the menu,
 * the landing page and the warning snackbar; the Important page shows and acts on them; package
 * writes refresh them (an upgrade can clear a hitcap warning). The type and the target live here
 * so none of those has to import another.
 */
import * as v from 'valibot';
import type { SchemaOf } from '../api-client/decode';
import { meTarget } from '../target';

/** An account warning (NET-087). */
export interface AccountWarning {
  /** The warning's id (null when the server sent none). */
  id: number | null;
  type: 'disruptiveticket' | 'hitcap' | 'notregistered' | string;
  title: string;
  body: string;
  clearable: boolean;
  user: number | null;
  multipleusers: boolean;
}

/** An accountwarning list item (NET-087); ids the server leaves out or sends as null read as null. */
export const AccountWarningSchema = v.object({
  id: v.nullish(v.number(), null),
  type: v.optional(v.string(), ''),
  title: v.optional(v.string(), ''),
  body: v.optional(v.string(), ''),
  clearable: v.optional(v.boolean(), false),
  user: v.nullish(v.number(), null),
  multipleusers: v.optional(v.boolean(), false),
}) satisfies SchemaOf<AccountWarning>;

/** me.1/accountwarning: the login's warnings, across its accounts. */
export const accountWarningsTarget = meTarget('accountwarning');
