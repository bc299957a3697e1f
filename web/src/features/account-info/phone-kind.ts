/** The kinds of phone number the billing system names in English ('Home', 'Mobile' …). */
const KINDS = ['home', 'mobile', 'cell', 'work', 'business', 'office', 'fax', 'other'] as const;

/**
 * A phone number's description in the subscriber's language: the usual kinds ('Home', 'Mobile' …,
 * any case) from the catalog (« Domicile », « Cellulaire » …; issue 28: « Home : » in French); any
 * other description is the subscriber's own words and is shown as written.
 */
export function phoneKindLabel(description: string, t: (key: string) => string): string {
  const key = description.trim().toLowerCase();
  return (KINDS as readonly string[]).includes(key) ? t(`account.info.phoneKind.${key}`) : description;
}
