import Box from '@mui/material/Box';
import { actionName } from './format';
import type { I18n } from './i18n';

/**
 * A staff log action as people read it ("Credit posted"), with its code beside it in small type:
 * the code is what the audit's filter, its URL and the CSV use.
 */
export function ActionName({ i18n, code }: { i18n: I18n; code: string }) {
  const name = actionName(i18n, code);
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Box>
      {name !== code && (
        <>
          {' '}
          <Box component="span" sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: '0.8em', whiteSpace: 'nowrap' }}>
            {code}
          </Box>
        </>
      )}
    </>
  );
}
