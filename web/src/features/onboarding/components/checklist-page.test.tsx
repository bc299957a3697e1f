// covers: ONB-005, ONB-014, ONB-015, ONB-016, ONB-017, ONB-018, ONB-019
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, onboardingRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

const PATH = '/ui/user/preinstallchecklist';

async function openPage(opts: Parameters<typeof onboardingRoutes>[0] = {}) {
  const server = installFakeServer(onboardingRoutes(opts));
  const app = renderApp(PATH);
  await screen.findByRole('heading', { level: 2, name: 'Checklist' }, { timeout: 20_000 });
  await screen.findByTestId('checklist-contract');
  return { server, ...app };
}

describe('the pre-install checklist (ONB-014…019)', () => {
  it('reads preinstallchecklist and shows Documents, Autopayment and Contract in their colours', async () => {
    const { server } = await openPage({ checklist: { documentstatus: 'P', papstatus: 'I', contractstatus: 'C' } });
    expect(server.callsTo('GET', 'user.1001/preinstallchecklist').length).toBeGreaterThan(0);
    const list = screen.getByRole('list', { name: 'Steps before your installation' });
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-testid'))).toEqual(['checklist-documents', 'checklist-autopayment', 'checklist-contract']);
    // P: warning, "Pending review" (ONB-017).
    expect(screen.getByTestId('checklist-documents')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByTestId('checklist-documents-status')).toHaveTextContent(/^Pending review$/);
    expect(screen.getByTestId('checklist-documents-status')).toHaveClass('MuiAlert-colorWarning');
    // Anything else: error, missing (ONB-018).
    expect(screen.getByTestId('checklist-autopayment')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByTestId('checklist-autopayment-status')).toHaveTextContent('Missing: set up your automatic payment.');
    expect(screen.getByTestId('checklist-autopayment-status')).toHaveClass('MuiAlert-colorError');
    // C: success, "Done!" (ONB-016).
    expect(screen.getByTestId('checklist-contract')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByTestId('checklist-contract-status')).toHaveTextContent(/^Done!$/);
    expect(screen.getByTestId('checklist-contract-status')).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.queryByTestId('checklist-all-done')).not.toBeInTheDocument();
  });

  it('links each card to its page (ONB-015)', async () => {
    await openPage();
    const link = (id: string) => within(screen.getByTestId(`checklist-${id}`)).getByRole('link');
    expect(link('documents')).toHaveAttribute('href', '/ui/user/documentupload');
    expect(link('documents')).toHaveAccessibleName('Add documents (Documents)');
    expect(link('autopayment')).toHaveAttribute('href', '/ui/user/autopayment');
    expect(link('contract')).toHaveAttribute('href', '/ui/user/contract');
    await userEvent.setup().click(link('contract'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/contract'));
  });

  it('hides Documents when documents are hidden (ONB-019), and says when everything is done', async () => {
    await openPage({ flags: { hidedocuments: true }, checklist: { hidedocuments: true, papstatus: 'C', contractstatus: 'C' } });
    expect(screen.queryByTestId('checklist-documents')).not.toBeInTheDocument();
    expect(screen.getByTestId('checklist-all-done')).toHaveTextContent('Everything is done.');
  });

  it('follows the counters as they change', async () => {
    const { server } = await openPage({ checklist: { contractstatus: 'P' } });
    expect(screen.getByTestId('checklist-contract')).toHaveAttribute('data-tone', 'warning');
    server.routes['GET user.1001/preinstallchecklist'] = { json: { error: 0, list: [{ documentstatus: 'I', papstatus: 'I', contractstatus: 'C' }] } };
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(screen.getByTestId('checklist-contract')).toHaveAttribute('data-tone', 'success'), { timeout: 15_000 });
  }, 30_000);

  it('speaks French', async () => {
    changeLanguage('fr');
    installFakeServer(onboardingRoutes({ checklist: { documentstatus: 'C', papstatus: 'P' } }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Liste de vérification' }, { timeout: 20_000 })).toBeInTheDocument();
    expect((await screen.findByTestId('checklist-documents-status')).textContent).toBe('Terminé!');
    expect(screen.getByTestId('checklist-autopayment-status')).toHaveTextContent('En cours d’examen');
    expect(screen.getByTestId('checklist-contract-status').textContent).toBe('Manquant\u00a0: signez votre contrat.');
  });
});
