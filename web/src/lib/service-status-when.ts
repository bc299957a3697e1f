/** The service status's dates (lib/service-status), apart so a first load without an event to show carries none of it. */
/** A date and a time in the app's language: "Nov. 28, 2026, 3:30 p.m." / "28 nov. 2026, 15 h 30". */
export function formatWhen(language: string, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
