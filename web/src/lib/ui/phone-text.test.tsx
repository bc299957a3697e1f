import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneText, splitPhoneNumbers } from './phone-text';

const phones = (text: string) => splitPhoneNumbers(text).filter((p) => p.phone).map((p) => p.text);

describe('splitPhoneNumbers', () => {
  it.each([
    ["An error occurred. Please try again or contact the provider's support at 1-800-555-0100", ['1-800-555-0100']],
    ['Home: (403) 555-0181', ['(403) 555-0181']],
    ['Home line — 403-555-0100, 403-555-0101', ['403-555-0100', '403-555-0101']],
    ['Veuillez nous joindre au +1 403 555 0100.', ['+1 403 555 0100']],
    ['Toll Free Number: 1-800-555-0100 / Email: help@demo.test', ['1-800-555-0100']],
    ['403.555.0100', ['403.555.0100']],
  ])('finds the numbers of %j', (text, want) => expect(phones(text)).toEqual(want));

  it.each([
    ['Since 2024-05-01 you used 80%'],
    ['Reference 12345678901234'],
    ['Amount: $1,234.56'],
    ['Invoice 2024-000-1234-9'],
  ])('leaves %j alone', (text) => expect(phones(text)).toEqual([]));

  it('keeps every character of the text, in order', () => {
    const text = 'Call 1-800-555-0100 or (403) 555-0181, then wait.';
    expect(
      splitPhoneNumbers(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

describe('PhoneText', () => {
  it('wraps each number in a span that does not break, and leaves the text as it is', () => {
    const text = 'To move to a smaller package, please contact us at 1-800-555-0100.';
    const { container } = render(
      <p>
        <PhoneText>{text}</PhoneText>
      </p>,
    );
    expect(container.textContent).toBe(text);
    const span = container.querySelector('[data-phone-number]') as HTMLElement;
    expect(span).toHaveTextContent(/^1-800-555-0100$/);
    expect(span.style.whiteSpace).toBe('nowrap');
  });

  it('keeps the text one run in a flex container (a menu item): a single child', () => {
    const { container } = render(
      <div style={{ display: 'flex' }}>
        <PhoneText>{'Home Office Lines — (403) 341-0220, (403) 341-0221'}</PhoneText>
      </div>,
    );
    const flex = container.firstElementChild!;
    expect(flex.childNodes).toHaveLength(1);
    expect(flex.querySelectorAll('[data-phone-number]')).toHaveLength(2);
    expect(flex.textContent).toBe('Home Office Lines — (403) 341-0220, (403) 341-0221');
  });

  it('renders a text without a number as plain text', () => {
    const { container } = render(
      <p>
        <PhoneText>No number here</PhoneText>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>No number here</p>');
  });
});
