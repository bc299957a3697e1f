/**
 * A small shared piece of UI: phone numbers that never break across lines (issue 13). A text that
 * may name a phone number — a translated sentence with {{phone}}, a list of numbers, a server
 * message with the support number — is shown through PhoneText, which wraps each number in a
 * nowrap span. The text itself is unchanged (same characters, same textContent), so what is copied
 * or sent stays the plain number.
 */
import { Fragment, type ReactNode } from 'react';

/**
 * A North American phone number as the portal and the provider write it: '1-800-555-0100',
 * '(403) 555-0181', '403-555-0100', '+1 403 555 0100', '403.555.0100'. Digits around it end the
 * match, so a longer run of digits (an amount, a reference) is left alone.
 */
const PHONE = /(?<![\d-])(?:\+?1[-. \u00a0])?(?:\(\d{3}\)[ \u00a0]?|\d{3}[-. \u00a0])\d{3}[-. \u00a0]\d{4}(?![\d-])/g;

/** The parts of a text: plain runs and phone numbers, in order ('' parts left out). */
export function splitPhoneNumbers(text: string): { text: string; phone: boolean }[] {
  const parts: { text: string; phone: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(PHONE)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), phone: false });
    parts.push({ text: m[0], phone: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), phone: false });
  return parts;
}

/** The style of a phone number in running text: it stays on one line. */
export const phoneNumberSx = { whiteSpace: 'nowrap' } as const;

/**
 * A text whose phone numbers never break across lines. The parts stay inside one span, so a
 * flex container (a menu item, a label) lays the text out as one run, not one item per part.
 */
export function PhoneText({ children }: { children: string }): ReactNode {
  const parts = splitPhoneNumbers(children);
  if (!parts.some((p) => p.phone)) return children;
  return (
    <span>
      {parts.map((p, i) =>
        p.phone ? (
          <span key={i} data-phone-number="" style={phoneNumberSx}>
            {p.text}
          </span>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </span>
  );
}
