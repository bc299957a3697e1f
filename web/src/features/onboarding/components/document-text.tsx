import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useLanguage } from '../../../i18n/use-language';
import { useBranding } from '../../../lib/branding';
import { isInProgressError } from '../../../lib/api-client';
import { useAgreementText } from '../api/get-agreement-text';
import { AreaLoading } from '../../../lib/ui/area-state';
import { errorText } from './onboarding-ui';

/**
 * The provider's document with the app's font and a readable line height first, for a document
 * that brings no style of its own (its own styles come after and win). After a doctype, so the
 * frame stays in standards mode.
 */
export function withAppTypography(html: string, fontFamily: string): string {
  const css = `<style>body{font-family:${fontFamily || 'sans-serif'};line-height:1.5;color:#1f1f1f;margin:16px;overflow-wrap:anywhere}</style>`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + css + html.slice(doctype[0].length) : css + html;
}

export interface DocumentTextProps {
  /** 'contract', or an agreement's type (a hash). */
  type: string;
  /** The document's name (the view's heading above says it too): the frame's title. */
  title: string;
  /** The contract's version ('' for none). */
  version: string;
}

/**
 * The full text of the contract (ONB-028, version 2.3) or of an agreement (ONB-040, ONB-041), as
 * the provider's public endpoint serves it in the app's language: HTML shown in a sandboxed frame
 * (sandbox="": no script, no form, no navigation, its own origin), under the view's heading and
 * the version, in the app's font. A failed read says so clearly, with Try again.
 */
export function DocumentText({ type, title, version }: DocumentTextProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { agreementTextPath } = useBranding();
  const text = useAgreementText(agreementTextPath, type, language);
  return (
    <Box data-testid="document-text">
      {version && (
        <Typography variant="body2" color="text.secondary" data-testid="document-text-version">
          {t('onboarding.text.version', { version })}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        {text.data !== undefined ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('onboarding.text.readAll')}
            </Typography>
            <Box
              component="iframe"
              sandbox=""
              srcDoc={withAppTypography(text.data, getComputedStyle(document.body).fontFamily)}
              title={t('onboarding.text.frameTitle', { title })}
              data-testid="document-text-frame"
              sx={{ display: 'block', width: '100%', height: { xs: '55vh', md: '60vh' }, minHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
          </>
        ) : text.error && !isInProgressError(text.error) ? (
          <Alert
            severity="error"
            role="alert"
            data-testid="document-text-error"
            action={
              <Button color="inherit" size="small" onClick={() => void text.refetch()}>
                {t('onboarding.retry')}
              </Button>
            }
            sx={{ overflowWrap: 'anywhere' }}
          >
            {text.error.message === t('onboarding.text.unavailable') ? text.error.message : `${t('onboarding.text.unavailable')} ${errorText(text.error, t)}`}
          </Alert>
        ) : (
          <AreaLoading area="onboarding" label={t('onboarding.text.loading')} />
        )}
      </Box>
    </Box>
  );
}
