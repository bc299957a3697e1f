import type { BroadbandPackage } from '../package-rules';

function num(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** A package object of the server (docs/internet-api.md "Packages"); missing fields read as 0 / ''. */
export function toPackage(raw: unknown): BroadbandPackage {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    id: num(o.id),
    bpid: num(o.bpid),
    description: str(o.description),
    cap: num(o.cap),
    monthly_fee: num(o.monthly_fee),
    rate_download: num(o.rate_download),
    rate_upload: num(o.rate_upload),
    link: str(o.link),
    technology: str(o.technology),
    featured: o.featured === true,
  };
}

export { num as toNumber };
