import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { StaffApiError } from '../api';
import { errorText } from '../errors';
import { day, label, locale, money, pick, when } from '../format';
import { en, useI18n, type I18n, type Key, type Lang } from '../i18n';
import { atLeast, useStaff } from '../staff-context';
import { documentHref, subscriberApi, type PageLogin, type WarningInput } from './api';
import { ActionName } from '../action-name';
import { ColumnHeads } from '../column-heads';
import { TextPair } from '../text-pair';

const UsageChart = lazy(() => import('./usage-chart'));

const BYTES_PER_GB = 1_000_000_000;

function gb(lang: Lang, bytes: number): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(bytes / BYTES_PER_GB);
}

/** The sentence for a refused action: the console's own text for its codes, else the service's sentence. */
function actionError(i18n: I18n, err: unknown): string {
  if (err instanceof StaffApiError) {
    const key = `sub.error.${err.code}`;
    if (key in en) return i18n.t(key as Key);
  }
  return errorText(i18n, err);
}

function methodText(i18n: I18n, m: { type: string; last4: string; expMonth?: number; expYear?: number }): string {
  const name = label(i18n, 'sub.method', m.type);
  const exp = m.expMonth && m.expYear ? i18n.t('sub.method.expires', { date: `${String(m.expMonth).padStart(2, '0')}/${m.expYear}` }) : '';
  return `${name} •••• ${m.last4}${exp ? ` — ${exp}` : ''}`;
}

/** One titled part of the page. */
function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** A table that scrolls sideways inside its section on a narrow screen. */
function Grid({ label: name, head, children, tall }: { label: string; head: string[]; children: ReactNode; tall?: boolean }) {
  return (
    <TableContainer sx={{ maxHeight: tall ? 420 : undefined }} tabIndex={0} role="region" aria-label={name}>
      <Table size="small" stickyHeader={tall} aria-label={name}>
        <ColumnHeads columns={head} />
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** An action waiting for its confirmation, or a form being filled. */
type Pending =
  | { kind: 'confirm'; title: string; text: string; confirm: string; run: () => Promise<string> }
  | { kind: 'entry'; entry: 'credits' | 'charges' }
  | { kind: 'warning' };

/** The subscriber page: /staff/subscribers/:account. */
export function SubscriberPageView() {
  const { account = '' } = useParams();
  const i18n = useI18n();
  const { t, lang } = i18n;
  const me = useStaff();
  const queryClient = useQueryClient();
  const queryKey = ['staff', 'subscriber', account];
  const q = useQuery({ queryKey, queryFn: () => subscriberApi.page(account), retry: false });
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** After an action: say what was done and read the page again. */
  const finish = async (message: string) => {
    setPending(null);
    setDone(message);
    await queryClient.invalidateQueries({ queryKey });
  };

  if (q.isPending) return <CircularProgress aria-label={t('sub.loading')} />;
  if (q.isError) {
    const missing = q.error instanceof StaffApiError && q.error.status === 404;
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          {missing ? t('sub.missing', { account }) : t('sub.title')}
        </Typography>
        <Alert severity={missing ? 'info' : 'error'}>{missing ? t('sub.missingHelp') : errorText(i18n, q.error)}</Alert>
        <Button component={RouterLink} to="/subscribers" variant="outlined">
          {t('sub.backToSearch')}
        </Button>
      </Box>
    );
  }
  const p = q.data;
  const id = p.account.id;
  const billing = atLeast(me.role, 'billing');

  const confirm = (title: string, text: string, confirmLabel: string, run: () => Promise<string>) =>
    setPending({ kind: 'confirm', title, text, confirm: confirmLabel, run });

  return (
    <Box component="article" aria-labelledby="sub-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Link component={RouterLink} to="/subscribers" sx={{ justifySelf: 'start' }}>
          {t('sub.backToSearch')}
        </Link>
        <Typography id="sub-title" variant="h5" component="h1">
          {t('sub.heading', { name: p.account.name, id })}
        </Typography>
        <Typography color="text.secondary">
          {[p.account.name2, p.account.address, p.account.city, p.account.postalCode].filter(Boolean).join(', ')}
        </Typography>
        {(p.phones.length > 0 || p.emails.length > 0) && (
          <Typography color="text.secondary">{[...p.phones.map(phoneText), ...p.emails].join(' · ')}</Typography>
        )}
        <Link component={RouterLink} to={`/tickets?account=${id}`} sx={{ justifySelf: 'start' }}>
          {t('sub.tickets')}
        </Link>
      </Box>

      {p.pending.length > 0 && (
        <Alert severity="warning" aria-labelledby="sub-pending">
          <Typography id="sub-pending" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('sub.pending.title')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {p.pending.map((it) => (
              <li key={`${it.queue}-${it.id}`}>
                <Link component={RouterLink} to={`/reviews/${it.queue}/${it.id}`}>
                  {t('sub.pending.item', { queue: t(`queue.${it.queue}`), date: day(lang, it.at) })}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Section id="sub-logins" title={t('sub.logins.title')}>
          {p.logins.length === 0 ? (
            <Empty>{t('sub.logins.none')}</Empty>
          ) : (
            p.logins.map((l) => (
              <LoginCard
                key={l.email}
                login={l}
                resetByProvider={!!p.resetByProvider}
                onAction={(title, text, confirmLabel, run) => confirm(title, text, confirmLabel, run)}
                account={id}
              />
            ))
          )}
        </Section>

        <Section id="sub-internet" title={t('sub.internet.title')}>
          {!p.internet ? (
            <Empty>{t('sub.internet.none')}</Empty>
          ) : (
            <>
              <Typography>
                <strong>{pick(lang, p.internet.packageName)}</strong> ({p.internet.package}) —{' '}
                {t('sub.internet.rates', { down: p.internet.rateDownload, up: p.internet.rateUpload })} —{' '}
                {money(lang, p.internet.feeCents)}
                {t('sub.perMonth')}
              </Typography>
              <Typography>
                {p.internet.unlimited
                  ? t('sub.internet.unlimited', { used: gb(lang, p.internet.down + p.internet.up) })
                  : t('sub.internet.used', {
                      used: gb(lang, p.internet.down + p.internet.up),
                      cap: p.internet.allowanceGB,
                      percent: Math.round(((p.internet.down + p.internet.up) / BYTES_PER_GB / Math.max(1, p.internet.allowanceGB)) * 100),
                    })}
                {p.internet.slowdown && ` — ${t('sub.internet.slowdown')}`}
              </Typography>
              {p.internet.days.length > 0 && (
                <Suspense fallback={<CircularProgress size={24} aria-label={t('sub.loading')} />}>
                  <UsageChart
                    labels={p.internet.days.map((d) => String(Number(d.date.slice(8))))}
                    down={p.internet.days.map((d) => d.down / BYTES_PER_GB)}
                    up={p.internet.days.map((d) => d.up / BYTES_PER_GB)}
                    downLabel={t('sub.internet.down')}
                    upLabel={t('sub.internet.up')}
                    axisTitle="GB"
                    ariaLabel={t('sub.internet.chart', { used: gb(lang, p.internet.down + p.internet.up) })}
                    locale={locale(lang)}
                  />
                </Suspense>
              )}
            </>
          )}
        </Section>

        <Section
          id="sub-ledger"
          title={t('sub.ledger.title')}
          actions={
            billing && (
              <>
                <Button variant="outlined" onClick={() => setPending({ kind: 'entry', entry: 'credits' })}>
                  {t('sub.ledger.postCredit')}
                </Button>
                <Button variant="outlined" onClick={() => setPending({ kind: 'entry', entry: 'charges' })}>
                  {t('sub.ledger.postCharge')}
                </Button>
              </>
            )
          }
        >
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, justifyContent: 'start', columnGap: 3 }}>
            <dt>{t('sub.balance.pastDue')}</dt>
            <dd data-testid="balance-past-due" style={{ margin: 0 }}>
              {money(lang, p.balance.pastDueCents)}
            </dd>
            <dt>{t('sub.balance.current')}</dt>
            <dd data-testid="balance-current" style={{ margin: 0 }}>
              {money(lang, p.balance.currentCents)}
            </dd>
            <dt>{t('sub.balance.unbilled')}</dt>
            <dd style={{ margin: 0 }}>{money(lang, p.balance.unbilledCents)}</dd>
            <dt>{t('sub.balance.pending')}</dt>
            <dd style={{ margin: 0 }}>{money(lang, p.balance.pendingCents)}</dd>
          </Box>
          {p.ledger.length === 0 ? (
            <Empty>{t('sub.ledger.none')}</Empty>
          ) : (
            <Grid label={t('sub.ledger.title')} head={[t('sub.col.date'), t('sub.col.description'), t('sub.col.amount')]} tall>
              {p.ledger.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(lang, e.at)}</TableCell>
                  <TableCell>
                    {pick(lang, e.description)}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({label(i18n, 'sub.kind', e.kind)})
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(lang, e.amountCents)}
                  </TableCell>
                </TableRow>
              ))}
            </Grid>
          )}
        </Section>

        <Section id="sub-payments" title={t('sub.payments.title')}>
          <Typography>
            {t('sub.payments.method', { method: p.method ? methodText(i18n, p.method) : t('sub.payments.noMethod') })}
          </Typography>
          <Typography>
            {t('sub.payments.last', {
              payment: p.lastPayment
                ? `${money(lang, p.lastPayment.amountCents)}, ${day(lang, p.lastPayment.createdAt)}, ${label(i18n, 'sub.payment', p.lastPayment.status)} (${methodText(i18n, p.lastPayment.method)})`
                : t('sub.payments.none'),
            })}
          </Typography>
          {p.lastPayment?.failure && <Alert severity="warning">{pick(lang, p.lastPayment.failure)}</Alert>}
          <Typography variant="subtitle2" component="h3">
            {t('sub.documents.title')}
          </Typography>
          {p.documents.length === 0 ? (
            <Empty>{t('sub.documents.none')}</Empty>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
              {p.documents.map((d) => (
                <li key={d.id}>
                  <Link href={documentHref(id, d.id)} target="_blank" rel="noopener">
                    {label(i18n, 'sub.doc', d.kind)}
                    {d.period ? ` ${d.period}` : ''} — {day(lang, d.at)}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Section>

        <Section id="sub-phone" title={t('sub.phone.title')}>
          {p.phone.length === 0 ? (
            <Empty>{t('sub.phone.none')}</Empty>
          ) : (
            p.phone.map((pk) => (
              <Box key={pk.id} sx={{ display: 'grid', gap: 0.5 }}>
                <Typography>
                  <strong>{pick(lang, pk.description)}</strong> — {pk.numbers.map(phoneText).join(', ') || t('sub.phone.noNumbers')}
                </Typography>
                {pk.profiles.filter((pr) => !pr.obsolete).length === 0 ? (
                  <Empty>{t('sub.phone.noProfiles')}</Empty>
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {pk.profiles
                      .filter((pr) => !pr.obsolete)
                      .map((pr) => (
                        <li key={pr.id}>
                          {t('sub.phone.profile', { profile: `${pr.name}, ${pr.address}` })}
                          {pr.selected && ` (${t('sub.phone.selected')})`}
                          {pr.numbers.length > 0 && ` — ${pr.numbers.map(phoneText).join(', ')}`}
                        </li>
                      ))}
                  </Box>
                )}
              </Box>
            ))
          )}
        </Section>

        <Section id="sub-addresses" title={t('sub.addresses.title')}>
          {p.addresses.length === 0 ? (
            <Empty>{t('sub.addresses.none')}</Empty>
          ) : (
            <Grid label={t('sub.addresses.title')} head={[t('sub.col.ip'), t('sub.col.mac'), t('sub.col.description'), t('sub.col.type')]}>
              {p.addresses.map((a) => (
                <TableRow key={`${a.ip}-${a.mac}`}>
                  <TableCell>{a.ip}</TableCell>
                  <TableCell>{a.mac}</TableCell>
                  <TableCell>{a.description}</TableCell>
                  <TableCell>{a.static ? t('sub.addresses.static') : t('sub.addresses.dynamic')}</TableCell>
                </TableRow>
              ))}
            </Grid>
          )}
        </Section>

        <Section
          id="sub-warnings"
          title={t('sub.warnings.title')}
          actions={
            <Button variant="outlined" onClick={() => setPending({ kind: 'warning' })}>
              {t('sub.warnings.add')}
            </Button>
          }
        >
          {p.warnings.length === 0 ? (
            <Empty>{t('sub.warnings.none')}</Empty>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {p.warnings.map((w) => (
                <li key={w.id}>
                  <strong>{pick(lang, w.title)}</strong> ({label(i18n, 'sub.warningType', w.type)}, {day(lang, w.createdAt)}){' '}
                  {w.clearedAt ? (
                    <Chip size="small" label={t('sub.warnings.cleared', { date: day(lang, w.clearedAt) })} />
                  ) : (
                    <Chip size="small" color="warning" label={t('sub.warnings.open')} />
                  )}
                </li>
              ))}
            </Box>
          )}
        </Section>

        <Section id="sub-requests" title={t('sub.requests.title')}>
          {p.requests.length === 0 ? (
            <Empty>{t('sub.requests.none')}</Empty>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {p.requests.map((r) => (
                <li key={r.id}>
                  {t('sub.requests.line', {
                    date: day(lang, r.createdAt),
                    changes: r.changes.map((c) => `${label(i18n, 'sub.change', c.type)} → ${c.description}`).join('; '),
                  })}{' '}
                  {r.status === 'pending' ? (
                    <Link component={RouterLink} to={`/reviews/change-requests/${r.id}`}>
                      {t('sub.requests.resolve')}
                    </Link>
                  ) : (
                    <Typography component="span" color="text.secondary">
                      {t('sub.requests.resolved', { who: r.resolvedBy ?? '', date: r.resolvedAt ? day(lang, r.resolvedAt) : '' })}
                      {r.resolution ? ` — ${r.resolution}` : ''}
                    </Typography>
                  )}
                </li>
              ))}
            </Box>
          )}
        </Section>
      </Box>

      <Section id="sub-mail" title={t('sub.mail.title')}>
        {p.mail.length === 0 ? (
          <Empty>{t('sub.mail.none')}</Empty>
        ) : (
          <Grid label={t('sub.mail.title')} head={[t('sub.col.date'), t('sub.col.message'), t('sub.col.to'), t('sub.col.status')]} tall>
            {p.mail.map((m) => (
              <TableRow key={m.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(lang, m.createdAt)}</TableCell>
                <TableCell>{label(i18n, 'sub.mailKind', m.kind)}</TableCell>
                <TableCell>{m.to}</TableCell>
                <TableCell>
                  {m.failedAt
                    ? t('sub.mail.failed', { error: m.lastError ?? '' })
                    : m.sentAt
                      ? t('sub.mail.sent', { date: when(lang, m.sentAt) })
                      : t('sub.mail.waiting')}
                </TableCell>
              </TableRow>
            ))}
          </Grid>
        )}
      </Section>

      <Section id="sub-actions" title={t('sub.actions.title')}>
        {p.actions.length === 0 ? (
          <Empty>{t('sub.actions.none')}</Empty>
        ) : (
          <Grid label={t('sub.actions.title')} head={[t('sub.col.date'), t('sub.col.who'), t('sub.col.action'), t('sub.col.detail')]} tall>
            {p.actions.map((a) => (
              <TableRow key={a.id} data-testid="staff-action">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(lang, a.at)}</TableCell>
                <TableCell>{a.actor}</TableCell>
                <TableCell>
                  <ActionName i18n={i18n} code={a.action} />
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{[a.subject, a.detail].filter(Boolean).join(' — ')}</TableCell>
              </TableRow>
            ))}
          </Grid>
        )}
      </Section>

      {pending?.kind === 'confirm' && <ConfirmDialog pending={pending} onClose={() => setPending(null)} onDone={finish} />}
      {pending?.kind === 'entry' && (
        <EntryDialog account={id} entry={pending.entry} onClose={() => setPending(null)} onDone={finish} />
      )}
      {pending?.kind === 'warning' && <WarningDialog account={id} onClose={() => setPending(null)} onDone={finish} />}
      <Snackbar open={done !== null} onClose={() => setDone(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="success" onClose={() => setDone(null)} variant="filled">
          {done}
        </Alert>
      </Snackbar>
    </Box>
  );
}

/** A 10-digit number as (403) 555-0101. */
function phoneText(n: string): string {
  return /^\d{10}$/.test(n) ? `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}` : n;
}

type Confirm = (title: string, text: string, confirmLabel: string, run: () => Promise<string>) => void;

/** One login: its state, its limits in force and the actions on it. */
function LoginCard({ login: l, account, resetByProvider, onAction }: { login: PageLogin; account: number; resetByProvider: boolean; onAction: Confirm }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const email = l.email;
  return (
    <Box sx={{ display: 'grid', gap: 0.75, borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="login">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{email}</Typography>
        {l.disabled ? <Chip size="small" color="error" label={t('sub.logins.disabled')} /> : <Chip size="small" label={t('sub.logins.enabled')} />}
        {!l.hasPassword && <Chip size="small" variant="outlined" label={t('sub.logins.invited')} />}
      </Box>
      <Typography variant="body2">
        {t('sub.logins.line', {
          when: l.lastSignIn ? when(lang, l.lastSignIn) : t('sub.logins.noSignIn'),
          language: t(l.language === 'fr' ? 'sub.logins.french' : 'sub.logins.english'),
        })}
      </Typography>
      {l.limits.length === 0 ? (
        <Typography variant="body2">{t('sub.logins.noLimits')}</Typography>
      ) : (
        l.limits.map((lim) => (
          <Alert key={lim.kind} severity="warning" sx={{ py: 0 }}>
            {t(lim.kind === 'sign-in' ? 'sub.logins.limitSignIn' : 'sub.logins.limitReset', {
              count: lim.count,
              limit: lim.limit,
              until: when(lang, lim.until),
            })}
          </Alert>
        ))
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {!l.hasPassword && (
          <Button
            size="small"
            variant="outlined"
            disabled={l.disabled}
            onClick={() =>
              onAction(t('sub.logins.inviteTitle'), t('sub.logins.inviteText', { email }), t('sub.logins.invite'), async () => {
                await subscriberApi.resendInvitation(account, email);
                return t('sub.done.invite', { email });
              })
            }
          >
            {t('sub.logins.invite')}
          </Button>
        )}
        {l.hasPassword && !resetByProvider && (
          <Button
            size="small"
            variant="outlined"
            disabled={l.disabled}
            onClick={() =>
              onAction(t('sub.logins.resetTitle'), t('sub.logins.resetText', { email }), t('sub.logins.reset'), async () => {
                await subscriberApi.sendPasswordReset(account, email);
                return t('sub.done.reset', { email });
              })
            }
          >
            {t('sub.logins.reset')}
          </Button>
        )}
        {l.limits.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              onAction(t('sub.logins.liftTitle'), t('sub.logins.liftText', { email }), t('sub.logins.lift'), async () => {
                await subscriberApi.liftLimits(account, email);
                return t('sub.done.lift', { email });
              })
            }
          >
            {t('sub.logins.lift')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          color={l.disabled ? 'primary' : 'error'}
          onClick={() =>
            l.disabled
              ? onAction(t('sub.logins.enableTitle'), t('sub.logins.enableText', { email }), t('sub.logins.enable'), async () => {
                  await subscriberApi.setDisabled(account, email, false);
                  return t('sub.done.enable', { email });
                })
              : onAction(t('sub.logins.disableTitle'), t('sub.logins.disableText', { email }), t('sub.logins.disable'), async () => {
                  await subscriberApi.setDisabled(account, email, true);
                  return t('sub.done.disable', { email });
                })
          }
        >
          {l.disabled ? t('sub.logins.enable') : t('sub.logins.disable')}
        </Button>
      </Box>
    </Box>
  );
}

/** Runs an action once confirmed; a refusal stays in the dialog. */
function ConfirmDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: { title: string; text: string; confirm: string; run: () => Promise<string> };
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDone(await pending.run());
    } catch (err) {
      setError(actionError(i18n, err));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{pending.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="confirm-text">{pending.text}</DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {i18n.t('sub.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void go()} disabled={busy}>
          {pending.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A charge or a credit: its amount and description, then a confirmation of both. */
function EntryDialog({
  account,
  entry,
  onClose,
  onDone,
}: {
  account: number;
  entry: 'credits' | 'charges';
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cents = /^\d{1,6}([.,]\d{1,2})?$/.test(amount.trim()) ? Math.round(Number(amount.trim().replace(',', '.')) * 100) : NaN;
  const amountError = checked && !(cents > 0) ? t('sub.entry.amountHelp') : '';
  const descriptionError = checked && description.trim() === '' ? t('error.required') : '';
  const credit = entry === 'credits';
  const submit = async () => {
    setChecked(true);
    if (!(cents > 0) || description.trim() === '') return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await subscriberApi.postEntry(account, entry, (cents / 100).toFixed(2), description.trim());
      await onDone(t(credit ? 'sub.done.credit' : 'sub.done.charge', { amount: money(lang, cents), id: account }));
    } catch (err) {
      setError(actionError(i18n, err));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="entry-title" fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="entry-title">{t(credit ? 'sub.entry.creditTitle' : 'sub.entry.chargeTitle', { id: account })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {confirming ? (
            <DialogContentText>
              {t(credit ? 'sub.entry.confirmCredit' : 'sub.entry.confirmCharge', {
                amount: money(lang, cents),
                id: account,
                description: description.trim(),
              })}
            </DialogContentText>
          ) : (
            <>
              <TextField
                label={t('sub.entry.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                inputMode="decimal"
                autoFocus
                required
                error={!!amountError}
                helperText={amountError || t('sub.entry.amountHelp')}
              />
              <TextField
                label={t('sub.entry.description')}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                required
                error={!!descriptionError}
                helperText={descriptionError || t('sub.entry.descriptionHelp')}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={confirming ? () => setConfirming(false) : onClose} disabled={busy}>
            {confirming ? t('sub.back') : t('sub.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirming ? t(credit ? 'sub.entry.postCredit' : 'sub.entry.postCharge') : t('sub.entry.review')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A new warning on the account, in English and (optionally) French. */
function WarningDialog({ account, onClose, onDone }: { account: number; onClose: () => void; onDone: (message: string) => Promise<void> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [w, setW] = useState<WarningInput>({ type: 'disruptiveticket', title: { en: '', fr: '' }, body: { en: '', fr: '' }, clearable: true });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = (v: string) => (checked && v.trim() === '' ? t('error.required') : '');
  const submit = async () => {
    setChecked(true);
    if (w.title.en.trim() === '' || w.body.en.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await subscriberApi.addWarning(account, { ...w, clearable: w.type === 'disruptiveticket' && w.clearable });
      await onDone(t('sub.done.warning', { id: account }));
    } catch (err) {
      setError(actionError(i18n, err));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="warning-title" fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="warning-title">{t('sub.warnings.addTitle', { id: account })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogContentText>{t('sub.warnings.addHelp')}</DialogContentText>
          <TextField
            select
            label={t('sub.warnings.type')}
            value={w.type}
            onChange={(e) => setW({ ...w, type: e.target.value as WarningInput['type'] })}
          >
            <MenuItem value="disruptiveticket">{t('sub.warningType.disruptiveticket')}</MenuItem>
            <MenuItem value="notregistered">{t('sub.warningType.notregistered')}</MenuItem>
          </TextField>
          <TextPair
            idPrefix="warning-title"
            labelEn={t('sub.warnings.titleEn')}
            labelFr={t('sub.warnings.titleFr')}
            value={w.title}
            onChange={(title) => setW({ ...w, title })}
            required
            errorEn={missing(w.title.en)}
            multiline={false}
            maxLength={200}
            stacked
          />
          <TextPair
            idPrefix="warning-body"
            labelEn={t('sub.warnings.bodyEn')}
            labelFr={t('sub.warnings.bodyFr')}
            value={w.body}
            onChange={(body) => setW({ ...w, body })}
            required
            errorEn={missing(w.body.en)}
            maxLength={2000}
            stacked
          />
          {w.type === 'disruptiveticket' && (
            <FormControlLabel
              control={<Checkbox checked={w.clearable} onChange={(e) => setW({ ...w, clearable: e.target.checked })} />}
              label={t('sub.warnings.clearable')}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('sub.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('sub.warnings.addSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

