// covers: PHONE-001, PHONE-002, PHONE-003, PHONE-005, PHONE-006, PHONE-012, PHONE-013, PHONE-014, PHONE-015, PHONE-016, PHONE-017
// covers: PHONE-018, PHONE-019, PHONE-020, PHONE-021, PHONE-022, PHONE-023, PHONE-024, PHONE-025, PHONE-026, PHONE-027
// covers: PHONE-028, PHONE-029, PHONE-030, PHONE-031, PHONE-032, PHONE-033
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, phoneDemo, phoneDemoRoutes, phoneSchemas, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

async function openPage(extra: FakeRoutes = {}, path = '/ui/user/emergencyprofiles') {
  const server = installFakeServer({ ...phoneDemoRoutes(), ...extra });
  const app = renderApp(path);
  // The first render loads the page's chunk: give a busy machine room.
  await screen.findByRole('heading', { level: 2, name: '911 Emergency Address Profiles' }, { timeout: 20_000 });
  return { server, ...app };
}

const table = () => screen.findByTestId('emergency-profiles-table');
const row = (id: number) => screen.getByTestId(`emergency-profile-${id}`);

async function choosePackage(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: 'Phone package' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('911 Emergency Address Profiles', () => {
  it('shows the package selector and, for a package-oriented package, the Selected radio; delete only for the unselected one', async () => {
    const { server } = await openPage();
    const selector = await screen.findByTestId('phone-package-selector');
    expect(within(selector).getByRole('heading', { name: 'Multiple Phone Packages, choose package to edit' })).toBeInTheDocument();
    expect(within(selector).getByRole('combobox', { name: 'Phone package' })).toHaveTextContent('Home Phone Unlimited Canada — (403) 341-0118, (403) 341-0119');

    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Address', 'Selected', 'Actions']);
    const home = within(row(1)).getByRole('radio', { name: 'Use 4718 Gaetz Avenue, Red Deer, AB T4N 3Z9 for every number of this package' });
    expect(home).toBeChecked();
    expect(within(row(2)).getByRole('radio')).not.toBeChecked();
    // Row actions: associate and edit on both, delete only on the one not selected.
    expect(within(row(1)).getByRole('button', { name: /^Associate phone numbers with 4718 Gaetz/ })).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: /^Edit 4718 Gaetz/ })).toBeInTheDocument();
    expect(within(row(1)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(row(2)).getByRole('button', { name: 'Delete 12 Lakeview Drive, Sylvan Lake, AB T4S 1R4' })).toBeInTheDocument();

    const read = server.callsTo('GET', 'user.1001/emergencyprofile_summary')[0]!;
    expect(read.url.searchParams.get('billingpackage')).toBe('71001');
  });

  it('selecting the radio of another profile asks, then associates it (POST emergencyprofile_associate {emergencyprofileid})', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({
      'POST user.1001/emergencyprofile_associate': { json: { error: 0, message: 'This address is now the 911 address of the package.' } },
    });
    await table();
    // It asks first: Keep posts nothing, Use this address associates it (issue 28).
    await user.click(within(row(2)).getByRole('radio'));
    let confirm = await screen.findByRole('dialog', { name: 'Change the 911 address?' });
    expect(confirm).toHaveTextContent('Every number of this package will give 911 operators this address:');
    await user.click(within(confirm).getByRole('button', { name: 'Keep the current one' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/emergencyprofile_associate')).toHaveLength(0);
    expect(within(row(2)).getByRole('radio')).not.toBeChecked();
    await user.click(within(row(2)).getByRole('radio'));
    confirm = await screen.findByRole('dialog', { name: 'Change the 911 address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/emergencyprofile_associate')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/emergencyprofile_associate')[0]!.body).toEqual({ emergencyprofileid: 2 });
    expect(await screen.findByText('This address is now the 911 address of the package.')).toBeInTheDocument();
    // The profiles are read again.
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/emergencyprofile_summary').length).toBeGreaterThan(1));
  });

  it('a number-oriented package lists the numbers of each profile; delete only where there are none, confirmed, posts {obsolete:true}', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({
      'POST user.1001/billingpackage.71002/emergencyprofile.5': { json: { error: 0, success: true, message: 'The 911 address was deleted.' } },
    });
    await choosePackage(user, /^Home Office Lines/);
    await waitFor(() => expect(within(screen.getByTestId('emergency-profiles-table')).getAllByRole('columnheader')[1]).toHaveTextContent('Phone Numbers'));
    expect(sessionStorage.getItem('phonePackage.1001')).toBe('71002');
    expect(within(row(3)).getByText('(403) 341-0220')).toBeInTheDocument();
    expect(within(row(4)).getByText('(403) 341-0221')).toBeInTheDocument();
    expect(within(row(5)).getByText('No numbers')).toBeInTheDocument();
    expect(within(row(3)).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(row(3)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(row(4)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(within(row(5)).getByRole('button', { name: 'Delete 9 Spare Road, Red Deer, AB T4N 3Z9' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this 911 address?' });
    // Cancel leaves it.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', 'user.1001/billingpackage.71002/emergencyprofile.5')).toHaveLength(0);

    await user.click(within(row(5)).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this 911 address?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/billingpackage.71002/emergencyprofile.5')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/billingpackage.71002/emergencyprofile.5')[0]!.body).toEqual({ obsolete: true });
    expect(await screen.findByText('The 911 address was deleted.')).toBeInTheDocument();
  });

  it('a refused delete shows the Failed dialog with the server message, closed with DISMISS', async () => {
    const user = userEvent.setup();
    await openPage({
      'POST user.1001/billingpackage.71001/emergencyprofile.2': {
        json: { error: 1, message: 'This 911 address is in use. Select another address, or associate its numbers with another address, before deleting it.' },
      },
    });
    await table();
    await user.click(within(row(2)).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this 911 address?' })).getByRole('button', { name: 'Delete' }));
    const failed = await screen.findByRole('dialog', { name: 'Failed' });
    expect(failed).toHaveTextContent('This 911 address is in use.');
    await user.click(within(failed).getByRole('button', { name: 'DISMISS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  /** Opens Add New Address and accepts the terms; returns the wizard on its Address step. */
  async function toAddressStep(user: ReturnType<typeof userEvent.setup>) {
    await table();
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const wizard = await screen.findByTestId('phone-wizard');
    await user.click(within(wizard).getByRole('checkbox', { name: /acknowledge these limitations/ }));
    await user.click(within(wizard).getByRole('checkbox', { name: 'I accept the Terms of Service Agreement.' }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('heading', { name: 'Address' })).toBeInTheDocument();
    return wizard;
  }

  it('Add New Address opens the wizard in place of the list; the Address step needs both terms accepted', async () => {
    const user = userEvent.setup();
    await openPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const wizard = await screen.findByTestId('phone-wizard');
    // No route of its own: the page stays where it was, the list is replaced.
    expect(screen.getByTestId('location')).toHaveTextContent('/user/emergencyprofiles');
    expect(screen.queryByTestId('emergency-profiles-table')).not.toBeInTheDocument();
    expect(within(wizard).getByRole('heading', { name: 'Terms' })).toBeInTheDocument();

    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(wizard).getByRole('alert')).toHaveTextContent('You need to accept the terms to proceed');
    await user.click(within(wizard).getByRole('checkbox', { name: /acknowledge these limitations/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(wizard).getByRole('alert')).toHaveTextContent('You need to accept the terms to proceed');
    expect(within(wizard).getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    await user.click(within(wizard).getByRole('checkbox', { name: 'I accept the Terms of Service Agreement.' }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByRole('heading', { name: 'Address' })).toBeInTheDocument();
  }, 30_000);

  it('the Address step lists "Please provide:" and the missing fields, street or rural', async () => {
    const user = userEvent.setup();
    const { server } = await openPage();
    const wizard = await toAddressStep(user);
    // A new address starts as a street address; Finish with nothing filled lists what is missing.
    expect(within(wizard).getByRole('combobox', { name: /Address type/ })).toHaveTextContent('Street address');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const problems = within(wizard).getByTestId('address-problems');
    expect(problems).toHaveTextContent('Please provide:');
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First name',
      'Last name',
      'Street number',
      'Street name',
      'City',
      'Province',
      'Postal code',
    ]);

    // Rural mode asks for the rural address instead of the street.
    await user.click(within(wizard).getByRole('combobox', { name: /Address type/ }));
    await user.click(await screen.findByRole('option', { name: 'Rural address' }));
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const rural = within(within(wizard).getByTestId('address-problems')).getAllByRole('listitem').map((li) => li.textContent);
    expect(rural).toContain('Rural address (legal land description, box or route)');
    expect(rural).not.toContain('Street number');
    expect(within(wizard).queryByRole('textbox', { name: /Street number/ })).not.toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/billingpackage.71001/emergencyprofile')).toHaveLength(0);
  }, 30_000);

  it('a refused save opens the Failed dialog (DISMISS keeps the form); a saved one goes back to the list', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { server } = await openPage({
      'POST user.1001/billingpackage.71001/emergencyprofile': () =>
        ++attempt === 1
          ? { json: { error: 1, message: 'Some inputs have invalid format. Postal code: Please enter a Canadian postal code, such as A1A 1A1.' } }
          : { json: { error: 0, success: true, message: 'The 911 address was saved.', object: { id: 9 } } },
    });
    const wizard = await toAddressStep(user);
    await user.type(within(wizard).getByRole('textbox', { name: /First name/ }), 'Avery');
    await user.type(within(wizard).getByRole('textbox', { name: /Last name/ }), 'Fields');
    await user.type(within(wizard).getByRole('textbox', { name: /Street number/ }), '77');
    await user.type(within(wizard).getByRole('textbox', { name: /Street name/ }), 'Ross Street');
    await user.type(within(wizard).getByRole('textbox', { name: /City/ }), 'Red Deer');
    await user.click(within(wizard).getByRole('combobox', { name: /Province/ }));
    await user.click(await screen.findByRole('option', { name: 'Alberta' }));
    await user.type(within(wizard).getByRole('textbox', { name: /Postal code/ }), 't4n1x1');
    expect(within(wizard).getByRole('textbox', { name: /Postal code/ })).toHaveValue('T4N 1X1');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));

    const failed = await screen.findByRole('dialog', { name: 'Failed' });
    expect(failed).toHaveTextContent('Please enter a Canadian postal code, such as A1A 1A1.');
    await user.click(within(failed).getByRole('button', { name: 'DISMISS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(wizard).getByRole('textbox', { name: /Street name/ })).toHaveValue('Ross Street');

    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('The 911 address was saved.')).toBeInTheDocument();
    expect(await screen.findByTestId('emergency-profiles-table')).toBeInTheDocument();
    const posts = server.callsTo('POST', 'user.1001/billingpackage.71001/emergencyprofile');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({
      mode: 1,
      firstname: 'Avery',
      lastname: 'Fields',
      streetnumber: '77',
      streetname: 'Ross Street',
      unit: null,
      city: 'Red Deer',
      province: 'AB',
      postalcode: 'T4N 1X1',
    });
  }, 90_000); // some fifty keystrokes, each kept with the wizard: slow on a loaded machine

  it('offers a newly added address as the one in use, confirmed like a radio (issue 28)', async () => {
    const user = userEvent.setup();
    const added = { ...phoneDemo.profiles[71001]![1]!, id: 9, selected: false, addressline: '77 Ross Street, Red Deer, AB T4N 1X1' };
    const { server } = await openPage({
      'POST user.1001/billingpackage.71001/emergencyprofile': () => {
        server.routes['GET user.1001/emergencyprofile_summary'] = {
          json: { error: 0, list: [...phoneDemo.profiles[71001]!, added], zeroRows: false, schema: phoneSchemas.emergencyProfile },
        };
        return { json: { error: 0, success: true, message: 'The 911 address was saved.', object: { id: 9 } } };
      },
      'POST user.1001/emergencyprofile_associate': { json: { error: 0, message: 'This address is now the 911 address of the package.' } },
    });
    const wizard = await toAddressStep(user);
    await user.type(within(wizard).getByRole('textbox', { name: /First name/ }), 'Avery');
    await user.type(within(wizard).getByRole('textbox', { name: /Last name/ }), 'Fields');
    await user.type(within(wizard).getByRole('textbox', { name: /Street number/ }), '77');
    await user.type(within(wizard).getByRole('textbox', { name: /Street name/ }), 'Ross Street');
    await user.type(within(wizard).getByRole('textbox', { name: /City/ }), 'Red Deer');
    await user.click(within(wizard).getByRole('combobox', { name: /Province/ }));
    await user.click(await screen.findByRole('option', { name: 'Alberta' }));
    await user.type(within(wizard).getByRole('textbox', { name: /Postal code/ }), 't4n1x1');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const offer = await screen.findByRole('dialog', { name: 'Use the new address for 911?' }, { timeout: 10_000 });
    expect(offer).toHaveTextContent('77 Ross Street, Red Deer, AB T4N 1X1');
    await user.click(within(offer).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/emergencyprofile_associate')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/emergencyprofile_associate')[0]!.body).toEqual({ emergencyprofileid: 9 });
  });

  it('Cancel leaves the wizard for the list without a write', async () => {
    const user = userEvent.setup();
    const { server } = await openPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    await user.click(within(await screen.findByTestId('phone-wizard')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('emergency-profiles-table')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST' && c.target.includes('emergencyprofile'))).toHaveLength(0);
  });

  it('Edit sends only the changed fields to …/emergencyprofile.{id}', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({
      'POST user.1001/billingpackage.71001/emergencyprofile.2': { json: { error: 0, success: true, message: 'The 911 address was saved.' } },
    });
    await table();
    await user.click(within(row(2)).getByRole('button', { name: /^Edit/ }));
    const form = await screen.findByTestId('emergency-edit-form');
    expect(within(form).getByRole('textbox', { name: /Street name/ })).toHaveValue('Lakeview Drive');
    await user.clear(within(form).getByRole('textbox', { name: /Street number/ }));
    await user.type(within(form).getByRole('textbox', { name: /Street number/ }), '14');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The 911 address was saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/billingpackage.71001/emergencyprofile.2')[0]!.body).toEqual({ streetnumber: '14' });
  });

  it('associates numbers with a number-oriented profile through the checkbox wizard', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('phonePackage.1001', '71002');
    const { server } = await openPage({
      'POST user.1001/emergencyprofile_associate': (c) => ({
        json: { error: 0, message: `${(c.body as { dnbillingpackageserviceid: number }).dnbillingpackageserviceid === 710022 ? '(403) 341-0221' : '(403) 341-0220'} now uses this 911 address.` },
      }),
    });
    await table();
    await user.click(within(row(5)).getByRole('button', { name: /^Associate phone numbers with 9 Spare Road/ }));
    const wizard = await screen.findByTestId('phone-wizard');
    expect(within(wizard).getByRole('heading', { name: 'Phone Numbers' })).toBeInTheDocument();
    const first = await within(wizard).findByRole('checkbox', { name: /\(403\) 341-0220/ });
    expect(first).not.toBeChecked();
    expect(within(wizard).getByText('Uses 4718 Gaetz Avenue, Red Deer, AB T4N 3Z9')).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(wizard).getByRole('alert')).toHaveTextContent('Choose at least one number.');
    await user.click(within(wizard).getByRole('checkbox', { name: /\(403\) 341-0221/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(wizard).getByTestId('association-summary')).toHaveTextContent('(403) 341-0221 will use 9 Spare Road, Red Deer, AB T4N 3Z9 for 911.');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(wholeText('(403) 341-0221 now uses this 911 address.'))).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/emergencyprofile_associate').map((c) => c.body)).toEqual([
      { emergencyprofileid: 5, dnbillingpackageserviceid: 710022 },
    ]);
    expect(await screen.findByTestId('emergency-profiles-table')).toBeInTheDocument();
    expect(server.callsTo('GET', 'user.1001/directorynumber')[0]!.url.searchParams.get('billingpackage')).toBe('71002');
  });

  it('a refused association shows the Error dialog with the server message', async () => {
    const user = userEvent.setup();
    await openPage({
      'POST user.1001/emergencyprofile_associate': { json: { error: 1, message: 'This package has one 911 address for all its numbers: select the address instead.' } },
    });
    await table();
    await user.click(within(row(2)).getByRole('button', { name: /^Associate phone numbers/ }));
    const wizard = await screen.findByTestId('phone-wizard');
    await user.click(await within(wizard).findByRole('checkbox', { name: /All numbers of this package: \(403\) 341-0118, \(403\) 341-0119/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(within(wizard).getByTestId('association-summary')).toHaveTextContent('Every number of this package will use 12 Lakeview Drive');
    await user.click(within(wizard).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('select the address instead');
    await user.click(within(dialog).getByRole('button', { name: 'DISMISS' }));
    expect(screen.getByTestId('phone-wizard')).toBeInTheDocument();
  });
});
