import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAppForm } from './appForm';
import { emptyPhone, type PhoneValue } from './PhoneInput';

// The pre-bound fields as a form uses them: each is labelled, shows its message wired to the
// control, and writes what the reader does into the form's values.

interface Values {
  email: string;
  about: string;
  people: string;
  interval: string;
  kind: number;
  agree: boolean;
  offerings: string[];
  phone: PhoneValue;
}

const defaults: Values = {
  email: '',
  about: '',
  people: '',
  interval: '1',
  kind: 1,
  agree: false,
  offerings: [],
  phone: emptyPhone(),
};

type FormApi = ReturnType<typeof useTestForm>;

function useTestForm(onSubmit: (values: Values) => void) {
  return useAppForm({
    defaultValues: defaults,
    onSubmit: ({ value }) => onSubmit(value),
  });
}

/** A form around `fields`, sent by a Save button; what it sends goes to `onSubmit`. */
function renderForm(fields: (form: FormApi) => ReactNode) {
  const onSubmit = vi.fn<(values: Values) => void>();
  function TestForm() {
    const form = useTestForm(onSubmit);
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {fields(form)}
        <button type="submit">Save</button>
      </form>
    );
  }
  render(<TestForm />);
  const save = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return onSubmit.mock.calls.at(-1)?.[0];
  };
  return { save };
}

describe('TextField', () => {
  it('labels its input, marks it required and sends what was typed', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="email">{(f) => <f.TextField type="email" label="Email" required autoComplete="email" />}</form.AppField>
    ));

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await user.type(input, 'ngo@example.org');

    expect((await save(user))?.email).toBe('ngo@example.org');
  });

  it('shows the validator’s message key translated, under the input and announced with it', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="email" validators={{ onSubmit: ({ value }) => (value === '' ? 'validation.loginEmailRequired' : undefined) }}>
        {(f) => <f.TextField label="Email" />}
      </form.AppField>
    ));
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-invalid')).toBe(false);

    expect(await save(user)).toBeUndefined();

    const input = screen.getByRole('textbox', { name: 'Email', description: 'Email is required' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the form’s own wording instead when given, and takes another control name and outside descriptions', () => {
    renderForm((form) => (
      <>
        <p id="pair-message">Both coordinates are needed</p>
        <form.AppField name="email">
          {(f) => <f.TextField label="Latitude" name="location.latitude" describedBy="pair-message" invalid error={null} />}
        </form.AppField>
        <form.AppField name="about">{(f) => <f.TextField label="Address" error="Address is required" />}</form.AppField>
      </>
    ));

    const latitude = screen.getByRole('textbox', { name: 'Latitude', description: 'Both coordinates are needed' });
    expect(latitude.getAttribute('name')).toBe('location.latitude');
    expect(latitude.getAttribute('aria-invalid')).toBe('true');
    screen.getByRole('textbox', { name: 'Address', description: 'Address is required' });
  });
});

describe('TextAreaField', () => {
  it('labels its text area and sends what was typed', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="about">{(f) => <f.TextAreaField label="Description" rows={5} maxLength={50} />}</form.AppField>
    ));

    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.type(textarea, 'Clean the river');

    expect((await save(user))?.about).toBe('Clean the river');
  });
});

describe('NumberField', () => {
  it('keeps the number as typed, for the form’s rules to judge', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="people">{(f) => <f.NumberField label="People needed" min={1} error="Must be at least 1" />}</form.AppField>
    ));

    const input = screen.getByRole('spinbutton', { name: 'People needed', description: 'Must be at least 1' });
    expect(input.getAttribute('min')).toBe('1');
    expect(input.getAttribute('step')).toBe('1');
    await user.type(input, '12');

    expect((await save(user))?.people).toBe('12');
  });

  it('reads its unit with the number', () => {
    renderForm((form) => (
      <form.AppField name="interval">{(f) => <f.NumberField label="Repeat every" unit="week(s)" hint="1 to 365" />}</form.AppField>
    ));

    screen.getByRole('spinbutton', { name: 'Repeat every', description: 'week(s) 1 to 365' });
  });
});

describe('SelectField', () => {
  it('offers its options and sends the chosen option’s own value', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="kind">
        {(f) => (
          <f.SelectField
            label="Marker type"
            options={[
              { value: 1, label: 'Volunteering opportunity' },
              { value: 2, label: 'Event' },
            ]}
          />
        )}
      </form.AppField>
    ));

    const select = screen.getByRole('combobox', { name: 'Marker type' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Volunteering opportunity', 'Event']);
    await user.selectOptions(select, 'Event');

    expect((await save(user))?.kind).toBe(2);
  });
});

describe('CheckboxField', () => {
  it('is labelled by the text after it and sends whether it is ticked', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="agree">{(f) => <f.CheckboxField label="Volunteers needed" />}</form.AppField>
    ));

    await user.click(screen.getByRole('checkbox', { name: 'Volunteers needed' }));
    expect((await save(user))?.agree).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Volunteers needed' }));
    expect((await save(user))?.agree).toBe(false);
  });
});

describe('CheckboxGroupField', () => {
  const offerings = [
    { value: 'education', label: 'Education' },
    { value: 'health', label: 'Health' },
    { value: 'environment', label: 'Environment' },
  ];

  it('names the group by its legend and sends the ticked options in the order they were ticked', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="offerings">{(f) => <f.CheckboxGroupField legend="Teams" required options={offerings} />}</form.AppField>
    ));

    const group = screen.getByRole('group', { name: 'Teams' });
    await user.click(within(group).getByRole('checkbox', { name: 'Health' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Education' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Environment' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Health' }));

    expect((await save(user))?.offerings).toEqual(['education', 'environment']);
  });

  it('describes the group by its message and marks each box invalid', () => {
    renderForm((form) => (
      <form.AppField name="offerings">
        {(f) => <f.CheckboxGroupField legend="Teams" options={offerings} error="Select at least one team" />}
      </form.AppField>
    ));

    const group = screen.getByRole('group', { name: 'Teams', description: 'Select at least one team' });
    for (const box of within(group).getAllByRole('checkbox')) expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows what it is given instead of the boxes while there are none', () => {
    renderForm((form) => (
      <form.AppField name="offerings">
        {(f) => <f.CheckboxGroupField legend="Teams" options={[]} instead={<p>No teams available</p>} />}
      </form.AppField>
    ));

    const group = screen.getByRole('group', { name: 'Teams' });
    within(group).getByText('No teams available');
    expect(within(group).queryByRole('checkbox')).toBeNull();
  });
});

describe('PhoneField', () => {
  it('labels the number, wires its message and sends the country with the typed number', async () => {
    const user = userEvent.setup();
    const { save } = renderForm((form) => (
      <form.AppField name="phone">{(f) => <f.PhoneField label="Contact person phone" required error="Phone is required" />}</form.AppField>
    ));

    const number = screen.getByRole('textbox', { name: 'Contact person phone' });
    expect(number.getAttribute('name')).toBe('phone');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Phone is required',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'SI');
    await user.type(number, '040 123 456');

    expect((await save(user))?.phone).toEqual({ country: 'SI', national: '040 123 456' });
  });
});
