/**
 * Settles in a later task (a timer of 0 ms): the start splits its work into steps this way, so
 * that none of them blocks the page for long on a slow phone — the browser paints and answers
 * input between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
