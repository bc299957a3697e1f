import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { BrowserRouter, useNavigate } from 'react-router';
import { StaffApiError, staffApi, type Me } from './api';
import { I18nContext, initialLang, keepLang, translate, useI18n, type I18n, type Lang } from './i18n';
import { SecondFactor } from './second-factor';
import { SetPassword } from './set-password';
import { Shell } from './shell';
import { SignIn } from './sign-in';

const theme = createTheme({
  typography: { fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif' },
  palette: { primary: { main: '#263238' }, secondary: { main: '#1565c0' } },
  components: {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: '-2px' } } } },
  },
});

/** Where the console is: loading, one of the sign-in's steps, or signed in. */
type State =
  | { at: 'loading' }
  | { at: 'sign-in'; notice?: string }
  | { at: 'second-factor'; enrol: boolean }
  | { at: 'home'; me: Me }
  | { at: 'set-password'; token: string };

function startState(): State {
  if (window.location.pathname.replace(/\/+$/, '') === '/staff/set-password') {
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) return { at: 'set-password', token };
  }
  return { at: 'loading' };
}

function Console() {
  const i18n = useI18n();
  const { t } = i18n;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(startState);

  const toSignIn = useCallback(
    (notice?: string) => {
      queryClient.clear();
      // The set-password page's address is left; any other is kept, to return to it once signed in.
      if (window.location.pathname.startsWith('/staff/set-password')) navigate('/', { replace: true });
      setState({ at: 'sign-in', notice });
    },
    [queryClient, navigate],
  );

  useEffect(() => {
    if (state.at !== 'loading') return;
    staffApi.me().then(
      (me) => setState(me.stage === 'signed-in' ? { at: 'home', me } : { at: 'second-factor', enrol: !!me.enrol }),
      () => setState({ at: 'sign-in' }),
    );
  }, [state.at]);

  // A call that finds the session over (idle for 30 minutes) goes back to the sign-in.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const err = event.query.state.error;
        if (err instanceof StaffApiError && err.status === 401) toSignIn(translate(i18n.lang, 'error.sign-in-again'));
      }),
    [queryClient, toSignIn, i18n.lang],
  );

  const signOut = async () => {
    try {
      await staffApi.signOut();
    } finally {
      toSignIn();
    }
  };

  return (
    <>
      <AppBar position="static" color="primary">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('app.title')}
          </Typography>
          {state.at === 'home' && (
            <Typography component="p" variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
              {t('app.signedInAs', { email: state.me.email, role: t(`role.${state.me.role}`) })}
            </Typography>
          )}
          <LanguageSwitch />
          {state.at === 'home' && (
            <Button color="inherit" variant="outlined" onClick={() => void signOut()}>
              {t('app.signOut')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        {state.at === 'loading' && (
          <Box sx={{ display: 'grid', placeItems: 'center', mt: 8 }}>
            <CircularProgress aria-label={t('app.title')} />
          </Box>
        )}
        {state.at === 'sign-in' && <SignIn notice={state.notice} onPassword={(enrol) => setState({ at: 'second-factor', enrol })} />}
        {state.at === 'second-factor' && (
          <SecondFactor enrol={state.enrol} onSignedIn={(me) => setState({ at: 'home', me })} onRestart={() => toSignIn()} />
        )}
        {state.at === 'set-password' && <SetPassword token={state.token} onDone={() => toSignIn()} />}
        {state.at === 'home' && <Shell me={state.me} />}
      </Container>
    </>
  );
}

function LanguageSwitch() {
  const { t, lang, setLang } = useI18n();
  return (
    <TextField
      select
      size="small"
      label={t('app.language')}
      value={lang}
      onChange={(e) => setLang(e.target.value as Lang)}
      sx={{ minWidth: 130, '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' }, '& fieldset': { borderColor: 'currentColor' } }}
    >
      <MenuItem value="en" lang="en">
        English
      </MenuItem>
      <MenuItem value="fr" lang="fr">
        Français
      </MenuItem>
    </TextField>
  );
}

export function StaffApp() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true } } }));
  useEffect(() => {
    document.documentElement.lang = lang === 'fr' ? 'fr-CA' : 'en-CA';
    document.title = translate(lang, 'app.title');
  }, [lang]);
  const i18n = useMemo<I18n>(
    () => ({
      lang,
      t: (key, values) => translate(lang, key, values),
      setLang: (l) => {
        keepLang(l);
        setLangState(l);
      },
    }),
    [lang],
  );
  return (
    <I18nContext.Provider value={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter basename="/staff">
            <Console />
          </BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nContext.Provider>
  );
}
