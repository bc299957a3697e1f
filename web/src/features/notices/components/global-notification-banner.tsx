import { Alert, Box, Collapse, Link, useMediaQuery } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useBranding } from '../../../lib/branding';
import { isFlagSet, setFlag, storageKeys } from '../../../lib/storage';
import { useGlobalNotification } from '../api/get-global-notification';

/** Past this many characters a notice may not fit in three lines on a phone. */
const LONG_NOTICE = 110;

/**
 * The global notification at the top of the shell's content (PLAT-128, PLAT-129): dismissible,
 * the dismissal remembered per id in localStorage 'globalNotification{id}', so a new id shows.
 * Nothing is shown while loading or when the read fails.
 */
export function GlobalNotificationBanner() {
  const { t } = useTranslation();
  const { provider } = useBranding();
  const notification = useGlobalNotification().data ?? null;
  // Dismissals of this render's lifetime; storage keeps them across reloads.
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const phone = useMediaQuery('(max-width:599.95px)');
  const textId = useId();
  if (!notification) return null;
  const key = storageKeys.globalNotification(notification.id);
  if (dismissed.includes(notification.id) || isFlagSet(key)) return null;
  return (
    <Collapse in appear={false}>
      <Alert
        severity="info"
        role="region"
        aria-label={t('notices.globalLabel', { provider: provider || t('app.name') })}
        onClose={() => {
          setFlag(key);
          setDismissed((d) => [...d, notification.id]);
        }}
        slotProps={{ closeButton: { 'aria-label': t('notices.dismiss'), title: t('notices.dismiss') } }}
        sx={{
          mb: 2,
          overflowWrap: 'anywhere',
          // Compact on phones: a smaller text and padding, and three lines until 'Read more'.
          py: { xs: 0.25, sm: 0.75 },
          px: { xs: 1.5, sm: 2 },
          fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          '& .MuiAlert-icon': { mr: { xs: 1, sm: 1.5 }, fontSize: { xs: 20, sm: 22 } },
          // The close button is a 44 px tap target (issue 28: it was 30 px).
          '& .MuiAlert-action .MuiIconButton-root': { minWidth: 44, minHeight: 44 },
        }}
      >
        <Box
          id={textId}
          sx={
            expanded
              ? undefined
              : { display: { xs: '-webkit-box', sm: 'block' }, WebkitLineClamp: { xs: 3 }, WebkitBoxOrient: 'vertical', overflow: { xs: 'hidden', sm: 'visible' } }
          }
        >
          {notification.message}
        </Box>
        {phone && !expanded && notification.message.length > LONG_NOTICE && (
          <Link component="button" type="button" variant="body2" color="inherit" aria-controls={textId} aria-expanded={false} onClick={() => setExpanded(true)} sx={{ fontWeight: 600, fontSize: 'inherit', minHeight: 44 }}>
            {t('notices.readMore')}
          </Link>
        )}
      </Alert>
    </Collapse>
  );
}
