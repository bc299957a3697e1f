// covers: PLAT-107, PLAT-108, PLAT-109, PLAT-110, PLAT-111, PLAT-112, PLAT-114, PLAT-115, PLAT-116, PLAT-117, PLAT-118, PLAT-119, PLAT-120, PLAT-121, PLAT-122, PLAT-123
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './schema-form';
import type { JsonValue, Schema } from './types';
import { useSchemaForm } from './use-schema-form';

const schema: Schema = {
  sVersion: 'x',
  pk: 'id',
  httpGetParameters: {},
  generalSchema: {},
  props: {
    id: { type: 'pk', expectedType: 'integer', label: 'ID', required: false, autoFocus: false },
    name: {
      type: 'oi',
      expectedType: 'string',
      label: 'Name',
      regex: '[A-Za-z ]+',
      minLength: 2,
      maxLength: 40,
      errorMessage: 'Please enter a name of 2 to 40 letters.',
      required: true,
      autoFocus: true,
    },
    age: { type: 'oi', expectedType: 'integer', label: 'Age', regex: '[0-9]{1,3}', required: false, autoFocus: false },
    province: {
      type: 'so',
      expectedType: 'string',
      label: 'Province',
      required: false,
      dropdownOptions: [
        { value: 'AB', label: 'Alberta' },
        { value: 'SK', label: 'Saskatchewan' },
      ],
      autoFocus: false,
    },
    paper: { type: 'bo', expectedType: 'boolean', label: 'Paper bills', required: false, autoFocus: false },
    address: {
      type: 'oi',
      expectedType: 'string',
      label: 'Postal address',
      required: false,
      requiredRules: [['requiredif', 'paper', 'equal', ['true']]],
      autoFocus: false,
    },
    agree: { type: 'cb', expectedType: 'boolean', label: 'I agree', required: false, autoFocus: false },
  },
};

function Harness(props: { mode: 'create' | 'edit'; original?: Record<string, unknown>; onValid: (v: Record<string, JsonValue>) => void }) {
  const form = useSchemaForm({ schema, mode: props.mode, original: props.original ?? null });
  return (
    <SchemaForm form={form} id="f" onValid={props.onValid}>
      <button type="submit">Send</button>
    </SchemaForm>
  );
}

function renderForm(props: Parameters<typeof Harness>[0]) {
  return render(<Harness {...props} />);
}

const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;

describe('SchemaForm', () => {
  it('renders each type with labels, helper text and on/off status', () => {
    renderForm({ mode: 'create', onValid: vi.fn() });
    expect(screen.getByRole('textbox', { name: 'Name (Required)*' })).toHaveFocus();
    expect(screen.getByText('2–40 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Age' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Province' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Paper bills \(off\)/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
    expect(screen.queryByText('ID')).toBeNull(); // pk is not shown
    expect(field('name')).toHaveAttribute('data-state', 'empty');
  });

  it('shows the missing-fields message, then the errorMessage of an invalid field', async () => {
    const onValid = vi.fn();
    renderForm({ mode: 'create', onValid });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing mandatory fields.');
    expect(field('name')).toHaveAttribute('data-state', 'error');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name (Required)*' }), 'A1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some inputs have invalid format.');
    expect(within(field('name')).getByText('Please enter a name of 2 to 40 letters.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('makes a field required through a requiredif rule and coerces before sending', async () => {
    const onValid = vi.fn();
    renderForm({ mode: 'create', onValid });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (Required)*' }), 'Ann Lee');
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), '042');
    await userEvent.click(screen.getByRole('switch', { name: /Paper bills/ }));
    expect(screen.getByRole('switch', { name: /Paper bills \(on\)/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Postal address (Required)*' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal address (Required)*' }), '1 Main St');
    await userEvent.click(screen.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Saskatchewan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({
      name: 'Ann Lee',
      age: 42,
      province: 'SK',
      paper: true,
      address: '1 Main St',
      agree: false,
    });
    expect(field('name')).toHaveAttribute('data-state', 'success');
  });

  it('sends only changed fields in edit mode, cleared ones as null', async () => {
    const onValid = vi.fn();
    renderForm({
      mode: 'edit',
      original: { id: 7, name: 'Ann Lee', age: 42, province: 'AB', paper: false, address: null, agree: true },
      onValid,
    });
    expect(screen.getByRole('textbox', { name: 'Name (Required)*' })).toHaveValue('Ann Lee');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Age' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ age: null });
  });
});
