/**
 * A small shared piece of UI: a page's own heading (h2). The shell's header already shows the
 * active route's name as the page title (PLAT-020); where the page's heading would repeat it word
 * for word, it is shown once — the heading stays in the document for screen readers and the
 * page's landmarks, but is hidden from view.
 */
import { Typography, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createContext, useContext, type ReactNode } from 'react';

/** The header's title, as the shell shows it (empty outside the shell). */
export const HeaderTitleContext = createContext('');

/** True when a heading's text is the header's title, ignoring case and spacing. */
export function repeatsTitle(heading: ReactNode, title: string): boolean {
  if (typeof heading !== 'string' || !title) return false;
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(heading) === norm(title);
}

/** The page's h2; visually hidden when it repeats the header's title. */
export function PageHeading({ id, children, gutterBottom = true, sx }: { id?: string; children: ReactNode; gutterBottom?: boolean; sx?: SxProps<Theme> }) {
  const title = useContext(HeaderTitleContext);
  const hidden = repeatsTitle(children, title);
  return (
    <Typography
      id={id}
      variant="h4"
      component="h2"
      gutterBottom={gutterBottom && !hidden}
      data-repeats-title={hidden ? 'true' : undefined}
      sx={hidden ? visuallyHidden : sx}
    >
      {children}
    </Typography>
  );
}
