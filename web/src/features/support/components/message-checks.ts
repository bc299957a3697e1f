/** The courtesy checks of a description or a message (the server's are the law): 1–5,000 characters once trimmed. */
export const MAX_TEXT = 5000;

export type TextProblem = 'missing' | 'tooLong';

export function textProblem(text: string): TextProblem | null {
  const n = [...text.trim()].length;
  if (n === 0) return 'missing';
  if (n > MAX_TEXT) return 'tooLong';
  return null;
}
