import { Alert, Box, Card, CardContent, Chip, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useLanguage } from '../../../i18n/use-language';
import { PublicFrame } from '../../../lib/ui/public-frame';
import { usePublicStatus, type PublicEvent, type PublicText } from '../api/get-public-status';
import { formatWhen } from '../../../lib/service-status-when';

function pick(language: string, t: PublicText): string {
  return language === 'fr' && t.fr ? t.fr : t.en;
}

/** The areas with their events, areas in alphabetical order (an event of two areas is under both). */
function byArea(language: string, events: PublicEvent[]): [string, PublicEvent[]][] {
  const areas = new Map<string, PublicEvent[]>();
  for (const e of events) {
    for (const a of e.areas) {
      const name = pick(language, a);
      areas.set(name, [...(areas.get(name) ?? []), e]);
    }
  }
  return [...areas.entries()].sort(([a], [b]) => a.localeCompare(b, language));
}

/**
 * The public service status, /status (issue 32): no sign-in and no personal data; the outages and
 * planned maintenance going on, planned or resolved in the last day, by area, each with since
 * when, the estimate and its updates. Read again every 10 s.
 */
export function StatusPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const q = usePublicStatus();
  const when = (iso: string) => formatWhen(language, iso);
  return (
    <PublicFrame width="regular">
      <Typography variant="h4" component="h1">
        {t('serviceStatus.pageTitle')}
      </Typography>
      <Typography>{t('serviceStatus.pageIntro')}</Typography>
      {q.isPending && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('serviceStatus.pageLoading')} />
        </Box>
      )}
      {q.isError && <Alert severity="error">{t('serviceStatus.pageError')}</Alert>}
      {q.data && q.data.length === 0 && (
        <Alert severity="success" data-testid="status-none">
          {t('serviceStatus.pageNone')}
        </Alert>
      )}
      {q.data &&
        byArea(language, q.data).map(([area, events]) => (
          <Box component="section" key={area} aria-label={area} data-testid="status-area" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h5" component="h2">
              {area}
            </Typography>
            {events.map((e) => (
              <Card key={e.id} component="article" variant="outlined" data-testid="status-event">
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
                      {pick(language, e.title)}
                    </Typography>
                    <Chip
                      size="small"
                      color={e.status === 'ongoing' ? 'error' : e.status === 'planned' ? 'default' : 'success'}
                      label={t(`serviceStatus.${e.status}`)}
                    />
                  </Box>
                  <Typography variant="body2">
                    {t(e.status === 'planned' ? 'serviceStatus.from' : 'serviceStatus.since', { when: when(e.startsAt) })}
                    {e.status !== 'resolved' && (
                      <>
                        {' · '}
                        {e.estimate ? t('serviceStatus.estimate', { when: when(e.estimate) }) : t('serviceStatus.noEstimate')}
                      </>
                    )}
                  </Typography>
                  {e.resolution && (
                    <Typography variant="body2">
                      {t('serviceStatus.resolvedAt', { when: when(e.resolution.at) })} — {pick(language, e.resolution.text)}
                    </Typography>
                  )}
                  {e.updates.length > 0 && (
                    <Box component="ul" aria-label={t('serviceStatus.updates')} sx={{ m: 0, pl: 3 }}>
                      {[...e.updates].reverse().map((u, i) => (
                        <li key={`${u.at}-${i}`}>
                          <Typography variant="body2">
                            <time dateTime={u.at}>{when(u.at)}</time> — {pick(language, u.text)}
                          </Typography>
                        </li>
                      ))}
                    </Box>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        ))}
      <Link href="/ui/">{t('serviceStatus.signIn')}</Link>
    </PublicFrame>
  );
}
