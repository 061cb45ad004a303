import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { DataTable, type RaRecord, TextInput, useTranslate } from 'react-admin';
import type { z } from 'zod';

import type { ResourceContract } from '../../contracts/defineResource';
import { kindOf } from '../../contracts/fields';
import { DetailRow } from '../common/fields';
import { fieldOf } from './fieldOf';
import { filterInputOf, inputOf, type InputParts } from './inputOf';
import type { ViewedContract } from './viewedContract';

/*
 * The parts of a resource's screens read from its contract (`view`, `list`, field kinds, input bodies), for a screen
 * of its own at SPEC's paths (staff, tests, complaints, the lab lists) that keeps its page and draws its columns, detail
 * rows, filters and inputs from the contract like the generic screens. `own` replaces one part by name (a column's
 * renderer, an input), the rest staying the contract's.
 */

const viewed = (contract: ResourceContract) => contract as ViewedContract;

/** A list's columns: `fields` (default `view.columns`), sortable where `list.sortable` says, each drawn by its kind. */
export const columnsOf = (
  contract: ResourceContract,
  {
    fields = viewed(contract).view.columns,
    own = {},
  }: { fields?: readonly string[]; own?: Record<string, ReactNode> } = {},
) =>
  fields.map(field => (
    <DataTable.Col key={field} source={field} disableSort={!viewed(contract).list.sortable.includes(field)}>
      {own[field] ?? fieldOf(viewed(contract), field)}
    </DataTable.Col>
  ));

/**
 * A list's filter inputs: `names` (default `view.filters`), each by its declaration (select, date, yes/no, reference,
 * text).
 */
export const filtersOf = (
  contract: ResourceContract,
  {
    names = viewed(contract).view.filters ?? [],
    alwaysOn = false,
  }: { names?: readonly string[]; alwaysOn?: boolean } = {},
) =>
  names.map(name => {
    const input = filterInputOf(viewed(contract), name) as ReactElement<{ alwaysOn?: boolean }>;
    return alwaysOn ? cloneElement(input, { alwaysOn: true }) : input;
  });

/** A detail's rows (resources/common/DetailShow.tsx): `view.show`, each labelled by its field and drawn by its kind. */
export const detailRowsOf = (contract: ResourceContract, own: Record<string, ReactNode> = {}) =>
  viewed(contract).view.show.map(field => ({
    field,
    render: () => own[field] ?? fieldOf(viewed(contract), field),
  }));

/**
 * A record's `view.show` rows outside a `Show` (a dialog's details): each labelled by its field and drawn by its kind,
 * `own` replacing one; an empty value reads '—' (or the resource's `show.no_<field>`). `stacked`: caption above value.
 */
export const RecordRows = ({
  contract,
  record,
  own = {},
  stacked = false,
}: {
  contract: ResourceContract;
  record: RaRecord;
  own?: Record<string, ReactNode>;
  stacked?: boolean;
}) => {
  const translate = useTranslate();
  const value = (field: string) => {
    const text: unknown = record[field];
    // Text is the row's own text (the row is a Typography already); other kinds and empty values by fieldOf.
    return ['text', 'longText'].includes(kindOf(contract, field)) && typeof text === 'string' && text !== ''
      ? text
      : fieldOf(viewed(contract), field, record, '—');
  };
  return viewed(contract).view.show.map(field => (
    <DetailRow key={field} stacked={stacked} label={translate(`resources.${contract.name}.fields.${field}`)}>
      {own[field] ?? value(field)}
    </DetailRow>
  ));
};

/**
 * A form's inputs, one per field of the body schema (the contract's `input.create` or `input.update`), each by its
 * kind (inputOf.tsx). A record keyed by a field the body leaves out (a staff member's email) shows it first,
 * read-only: it names the record and is not sent (`showKey: false` leaves it out where the page names the record).
 * `parts` changes one input's label, hint or autofill (the lab profile's 'Username' for the lab's `name`).
 */
export const inputsOf = (
  contract: ResourceContract,
  body: z.ZodType,
  own: Record<string, ReactNode> = {},
  { parts = {}, showKey = true }: { parts?: Record<string, InputParts>; showKey?: boolean } = {},
) => {
  const shape = (body as z.ZodObject).shape as Record<string, z.ZodType>;
  const key = showKey && contract.id !== 'id' && !(contract.id in shape) ? contract.id : undefined;
  return [
    ...(key ? [<TextInput key={key} source={key} readOnly fullWidth helperText={false} />] : []),
    ...Object.keys(shape).map(
      field => own[field] ?? inputOf(viewed(contract), field, body as z.ZodObject, parts[field]),
    ),
  ];
};
