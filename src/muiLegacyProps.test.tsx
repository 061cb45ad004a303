import { fireEvent, render, screen } from '@testing-library/react';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  Form,
  ListContextProvider,
  NumberInput,
  PasswordInput,
  SearchInput,
  SelectInput,
  TextInput,
  useList,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { AdminContext } from '../tests/AdminContext';

const choices = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

/** Every react-admin input the app uses that draws an MUI TextField, in one form. */
const Inputs = () => (
  <AdminContext>
    <Form defaultValues={{ name: 'Chughtai Lab', secret: 'x', price: 1500, day: '2026-11-25', kind: 'a', pick: 'b' }}>
      <TextInput source="name" label="Name" resettable />
      <PasswordInput source="secret" label="Secret" />
      <NumberInput source="price" label="Price" step={50} />
      <DateInput source="day" label="Day" />
      <SelectInput source="kind" label="Kind" choices={choices} />
      <AutocompleteInput source="pick" label="Pick" choices={choices} />
      <SearchInput source="q" />
    </Form>
  </AdminContext>
);

/** The attributes of the rendered page whose value is an object written as text. */
const objectAttributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap(element =>
    [...element.attributes]
      .filter(attribute => attribute.value === '[object Object]')
      .map(attribute => `<${element.tagName.toLowerCase()} ${attribute.name}>`),
  );

describe("the theme's TextField root (react-admin 5.15's inputs on MUI 9)", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('writes no InputProps / inputProps / InputLabelProps onto the page, and React does not warn of them', async () => {
    const { container } = render(<Inputs />);
    await screen.findByRole('textbox', { name: 'Name' });
    expect(objectAttributes(container)).toEqual([]);
    const warnings = consoleError.mock.calls.map(call => call.map(String).join(' '));
    expect(warnings.filter(text => /InputProps|inputProps|InputLabelProps/.test(text))).toEqual([]);
  });

  it('keeps what react-admin passes through slotProps: adornments, html attributes, shrunk labels, values', async () => {
    render(<Inputs />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Chughtai Lab');
    // TextInput's clear button and PasswordInput's eye are end adornments (slotProps.input).
    expect(screen.getByRole('button', { name: 'Clear value' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    // NumberInput's step is an attribute of the <input> (slotProps.htmlInput).
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveAttribute('step', '50');
    // DateInput's label stays shrunk above the browser's date mask (slotProps.inputLabel).
    const day = screen.getByLabelText('Day');
    expect(document.querySelector(`label[for="${day.id}"]`)).toHaveAttribute('data-shrink', 'true');
    expect(screen.getByRole('combobox', { name: 'Pick' })).toHaveValue('Beta');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Alpha');
    // The theme's TextField root keeps MUI's class (and so its theme styles).
    expect(screen.getByRole('textbox', { name: 'Name' }).closest('.MuiTextField-root')).not.toBeNull();
  });
});

/** A list with row selection: react-admin's DataTable draws the select-all box in its header. */
const SelectableRows = () => {
  const list = useList({
    data: [
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Beta' },
    ],
  });
  return (
    <ListContextProvider value={list}>
      <DataTable resource="labs">
        <DataTable.Col source="name" />
      </DataTable>
    </ListContextProvider>
  );
};

describe("the theme's Checkbox root (react-admin 5.15's select-all box on MUI 9)", () => {
  it('writes no inputprops attribute on any element, React does not warn of it, and the box is named and works', async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      const { container } = render(
        <AdminContext>
          <SelectableRows />
        </AdminContext>,
      );
      const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
      expect(container.querySelectorAll('[inputprops], [inputref]')).toHaveLength(0);
      expect(objectAttributes(container)).toEqual([]);
      fireEvent.click(selectAll);
      expect(selectAll).toBeChecked();
      for (const row of screen.getAllByRole('checkbox', { name: 'Select this row' })) expect(row).toBeChecked();
      const warnings = consoleError.mock.calls.map(call => call.map(String).join(' '));
      expect(warnings.filter(text => /inputProps|inputRef/.test(text))).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });
});
