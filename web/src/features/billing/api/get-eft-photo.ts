import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { billingTarget } from './billing-targets';

/** A void cheque sent for review. */
export interface VoidChequePhoto {
  id: number;
  /** Epoch ms. */
  ts: number;
  /** 'pending', 'approved' or 'rejected'. */
  status: string;
  /** Why it was rejected ('' otherwise). */
  reason: string;
}

/**
 * The void-cheque status (PAY-032, decisions §15: the cheques' own counter): how many photos wait
 * for review, the checklist code (C a method is set up, P a cheque waits, I neither) and the photos.
 */
export interface EftPhotoStatus {
  pendingphotos: number;
  papstatus: string;
  photos: VoidChequePhoto[];
}

const PhotoSchema = v.object({
  id: v.number(),
  ts: v.optional(v.number(), 0),
  status: v.optional(v.string(), ''),
  reason: v.optional(v.string(), ''),
}) satisfies SchemaOf<VoidChequePhoto>;

/** eftphoto's list item (Go voidChequeStatus). */
export const EftPhotoStatusSchema = v.object({
  pendingphotos: v.optional(v.number(), 0),
  papstatus: v.optional(v.string(), 'I'),
  photos: v.optional(v.array(PhotoSchema), []),
}) satisfies SchemaOf<EftPhotoStatus>;

/** The status of an account that has sent nothing. */
export const noEftPhotos: EftPhotoStatus = Object.freeze({ pendingphotos: 0, papstatus: 'I', photos: [] });

/** GET user.{id}/eftphoto (PAY-032); null when the server has nothing to give (433–435). */
export async function fetchEftPhotoStatus(user: number, signal?: AbortSignal): Promise<EftPhotoStatus | null> {
  const answer = await apiGet(billingTarget(user, 'eftphoto'), { signal });
  if (answer === false) return null;
  return decodeList(answer, EftPhotoStatusSchema)[0] ?? noEftPhotos;
}

export const eftPhotoQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(billingTarget(user, 'eftphoto')),
    queryFn: ({ signal }) => fetchEftPhotoStatus(user, signal),
  });

export function useEftPhotoStatus(user: number) {
  return useQuery(eftPhotoQuery(user));
}
