/** A small shared piece of UI: the header of the public pages (unsubscribe, device registration). */
import { AppBar, Toolbar } from '@mui/material';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

/** The provider's header on public pages: the brand mark (logo or initials, and the names), and the language switch. */
export function PublicHeader() {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <BrandMark inverse />
        <LanguageSwitch sx={{ ml: 'auto' }} />
      </Toolbar>
    </AppBar>
  );
}
