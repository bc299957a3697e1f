import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import SupportAgent from '@mui/icons-material/SupportAgent';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { brandingQuery, fallbackBranding } from '../../../lib/branding';
import { keepPostalCodesTogether } from '../../../lib/format';
import { useSessionValues } from '../../../lib/session-values';
import { PageHeading } from '../../../lib/ui/page-heading';

/** A phone number as a tel: link target: digits and a leading + only ('1-800-555-0100' → 'tel:18005550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** One way to reach the provider in a <dl>: an icon and what it is (dt), then the detail (dd). */
function ContactRow({ icon: Icon, term, children, testId }: { icon: SvgIconComponent; term: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ py: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Icon color="primary" aria-hidden />
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 4.5, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The support pages' new request (features/support), reached through its route. */
export const NEW_REQUEST_PATH = '/user/support/new';

/**
 * /ui/user/contactus (MISC-009, MISC-010): the provider's name, postal address, e-mail and
 * toll-free support number from the branding (decisions "Branding"); a subscriber flagged isVip
 * also sees the VIP support line and its next-business-day promise. "Write to us" leads to a new
 * support request (issue 32, item 3).
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const detailsId = useId();
  const vipId = useId();
  const requestId = useId();
  const branding = useQuery(brandingQuery());
  const { isVip } = useSessionValues();
  const b = branding.data ?? fallbackBranding;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>
        {t('contact.heading')}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('contact.intro')}
      </Typography>
      {branding.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('contact.loading')}</Typography>
        </Box>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Card variant="outlined" component="section" aria-labelledby={detailsId} data-testid="contact-details">
            <CardContent>
              <Typography id={detailsId} variant="h6" component="h3" gutterBottom>
                {b.provider || t('contact.detailsHeading')}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                {b.phone && (
                  <ContactRow icon={Phone} term={t('contact.phone')} testId="contact-phone">
                    <Link href={telHref(b.phone)} sx={{ fontSize: '1.125rem', fontWeight: 500, whiteSpace: 'nowrap' }}>
                      {b.phone}
                    </Link>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {t('contact.phoneHint')}
                    </Typography>
                  </ContactRow>
                )}
                {b.email && (
                  <ContactRow icon={EmailOutlined} term={t('contact.email')} testId="contact-email">
                    <Link href={`mailto:${b.email}`}>{b.email}</Link>
                  </ContactRow>
                )}
                {b.address && (
                  <ContactRow icon={Place} term={t('contact.address')} testId="contact-address">
                    <Box component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
                      {b.provider && (
                        <>
                          {b.provider}
                          {'\n'}
                        </>
                      )}
                      {keepPostalCodesTogether(b.address)}
                    </Box>
                  </ContactRow>
                )}
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby={requestId} data-testid="contact-request">
            <CardContent>
              <Typography id={requestId} variant="h6" component="h3" gutterBottom>
                {t('contact.request.heading')}
              </Typography>
              <Typography sx={{ mb: 1.5 }}>{t('contact.request.body')}</Typography>
              <Button component={RouterLink} to={NEW_REQUEST_PATH} variant="contained" startIcon={<SupportAgent aria-hidden />} sx={{ minHeight: 44 }}>
                {t('contact.request.button')}
              </Button>
            </CardContent>
          </Card>
          {isVip && (
            <Card variant="outlined" component="section" aria-labelledby={vipId} data-testid="contact-vip" sx={{ borderColor: 'primary.main' }}>
              <CardContent>
                <Typography id={vipId} variant="h6" component="h3" gutterBottom>
                  {t('contact.vip.heading')}
                </Typography>
                <Typography sx={{ mb: 1 }}>{t('contact.vip.body')}</Typography>
                <Box component="dl" sx={{ m: 0 }}>
                  <ContactRow icon={SupportAgent} term={t('contact.vip.phone')} testId="contact-vip-phone">
                    {b.vipPhone ? (
                      <Link href={telHref(b.vipPhone)} sx={{ fontSize: '1.125rem', fontWeight: 500, whiteSpace: 'nowrap' }}>
                        {b.vipPhone}
                      </Link>
                    ) : null}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {t('contact.vip.promise')}
                    </Typography>
                  </ContactRow>
                </Box>
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
}
