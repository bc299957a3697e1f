/**
 * A small shared piece of UI: the one-time tips of the shell (menu, accounts) and of the Wi-Fi
 * traffic card (device names), shown as callouts in the page's flow rather than floating over
 * it, so a tip never covers the control it points at, 'Logged as', an open menu or the page.
 */
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { isFlagSet, setFlag } from '../storage';
import { useFirstVisitTurn, type FirstVisitItem } from './first-visit-queue';

/** Where the callout's arrow sits: under a control at the start (left) or at the end (right). */
export type TipArrow = 'start' | 'end' | 'none';

/**
 * The state of a one-time tip: whether it is its turn in the first-visit queue, and the
 * dismissal (remembered in localStorage under storageKey, PLAT-023/024/182/194). A control can
 * point its aria-describedby at textId while the tip shows.
 */
export function useOneTimeTip(item: FirstVisitItem, storageKey: string, enabled = true) {
  const [dismissed, setDismissed] = useState(() => isFlagSet(storageKey));
  const show = useFirstVisitTurn(item, enabled && !dismissed ? 'ready' : 'none');
  const textId = useId();
  return {
    show,
    textId,
    dismiss: () => {
      setFlag(storageKey);
      setDismissed(true);
    },
  };
}

/**
 * The callout of a one-time tip: its text and 'GOT IT' (Escape inside it does the same), with a
 * small arrow towards the control it is about. It takes its own room in the layout. Dismissed,
 * it hands the focus to the control it is about (focusAfter), rather than dropping it on the
 * page's body when the callout leaves.
 */
export function TipCallout({
  text,
  textId,
  onDismiss,
  arrow = 'start',
  arrowOffset = 18,
  testId,
  sx,
  focusAfter,
}: {
  text: string;
  textId: string;
  onDismiss: () => void;
  arrow?: TipArrow;
  /** The arrow's distance from the callout's start or end edge (px). */
  arrowOffset?: number;
  testId?: string;
  sx?: SxProps<Theme>;
  /** The control the tip is about, which takes the focus once the tip is dismissed. */
  focusAfter?: () => HTMLElement | { focus: () => void } | null | undefined;
}) {
  const { t } = useTranslation();
  const dismiss = () => {
    onDismiss();
    focusAfter?.()?.focus();
  };
  return (
    <Box
      role="note"
      aria-labelledby={textId}
      data-testid={testId}
      data-first-visit-tip=""
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          dismiss();
        }
      }}
      sx={[
        (theme) => ({
          position: 'relative',
          display: 'flex',
          // As wide as its text needs, at the side of the control it points at.
          width: 'fit-content',
          maxWidth: '100%',
          ...(arrow === 'end' && { ml: 'auto' }),
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.5,
          px: 2,
          py: 1,
          mt: arrow === 'none' ? 0 : 1.25,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: theme.shadows[2],
          // The arrow: a small square turned 45°, half of it above the callout.
          ...(arrow !== 'none' && {
            '&::before': {
              content: '""',
              position: 'absolute',
              top: -6,
              [arrow === 'start' ? 'left' : 'right']: arrowOffset,
              width: 12,
              height: 12,
              bgcolor: 'primary.main',
              transform: 'rotate(45deg)',
            },
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LightbulbOutlined fontSize="small" aria-hidden sx={{ flexShrink: 0 }} />
      <Typography id={textId} variant="body2" sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 500 }}>
        {text}
      </Typography>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        onClick={dismiss}
        sx={{ ml: 'auto', flexShrink: 0, borderColor: 'currentColor' }}
      >
        {t('shell.gotIt')}
      </Button>
    </Box>
  );
}
