import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a text split across elements (a phone number in its nowrap span, see
 * lib/ui/phone-text): the innermost element whose whole text content is `text`.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element !== null && element.textContent === text && !Array.from(element.children).some((child) => child.textContent === text);
}
