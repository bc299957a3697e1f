/** A small shared piece of UI: the shell's header and the Wi-Fi traffic card both point at a control once. */
import { Box, Button, Tooltip, Typography, type TooltipProps } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isFlagSet, setFlag } from '../storage';

/**
 * A tooltip shown until its 'GOT IT' button is pressed once; the dismissal is remembered in
 * localStorage under storageKey (PLAT-023/024). While the subscriber uses the control it points
 * at (opens the menu or the account list), it steps aside so it never covers what opens. It sits
 * just below modal dialogs, so a dialog (the rating survey, an edit form) always covers it.
 */
export function OneTimeTooltip({
  storageKey,
  text,
  enabled = true,
  placement,
  children,
}: {
  storageKey: string;
  text: string;
  enabled?: boolean;
  /** Where the tooltip sits (MUI default: bottom). */
  placement?: TooltipProps['placement'];
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => isFlagSet(storageKey));
  const [inUse, setInUse] = useState(false);
  const open = enabled && !dismissed && !inUse;
  return (
    <Tooltip
      open={open}
      arrow
      placement={placement}
      disableFocusListener
      disableHoverListener
      disableTouchListener
      title={
        <Box sx={{ p: 0.5 }}>
          <Typography variant="body2">{text}</Typography>
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            sx={{ mt: 1 }}
            onClick={() => {
              setFlag(storageKey);
              setDismissed(true);
            }}
          >
            {t('shell.gotIt')}
          </Button>
        </Box>
      }
      slotProps={{ popper: { disablePortal: false, sx: { zIndex: (theme) => theme.zIndex.modal - 1 } } }}
    >
      <Box
        component="span"
        sx={{ display: 'inline-flex' }}
        onPointerDownCapture={() => setInUse(true)}
        onKeyDownCapture={(e) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') setInUse(true);
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
