import type { z } from 'zod';

// A form written once per field (issue 24): the shared zod schema says what each field takes and its default
// where it has one; one field list says how the form holds each field. A new record's values, a stored
// record's values and the names the server's field errors may land on all follow from those two, so adding a
// field is one line in the list and its place in the JSX. Category, banner and product forms use it.

/**
 * How a form holds a field: text in an input or a textarea, a choice, a tick, a number, local date-time text;
 * and two numbers held as the text typed (the schema reads it): a whole-rupiah price typed with grouping
 * ('price', its digits) and a number typed into a number input ('typed-number': weight, stock, rating).
 */
export type FieldKind = 'text' | 'textarea' | 'select' | 'checkbox' | 'number' | 'date-time' | 'price' | 'typed-number';

export interface FieldSpec {
  kind: FieldKind;
  /** What a new record starts with where the schema has no default, as a stored record would hold it. */
  initial?: unknown;
}

/** The fields a form edits, each named once, by the schema's names. */
export type FieldList<Values> = { readonly [K in keyof Values]?: FieldSpec };

/** The values a form holds for the fields of `list`: the schema's input. */
export type FormValues<S extends z.ZodObject, L> = Pick<z.input<S>, keyof L & keyof z.input<S>>;

/** A stored record's fields by name (an API answer); what is not stored reads as empty. */
type Stored<L> = { readonly [K in keyof L]?: unknown };

/** A date-time input's value ('2026-03-01T09:30', 16 characters) for an instant, in the browser's time zone. */
export function toLocalInput(value: Date | string): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A stored value as its input holds it: text ('' for none; a price or typed number too), a tick, a number, or local date-time text. */
export function formValueOf(kind: FieldKind, value: unknown): unknown {
  if (kind === 'checkbox') return Boolean(value);
  if (kind === 'number') return value ?? undefined;
  if (value === null || value === undefined) return '';
  if (kind === 'date-time') return toLocalInput(value as Date | string);
  return String(value);
}

/** The schema's default for a field left out, or undefined (a required field has none). */
function schemaDefault(field: z.ZodType | undefined): unknown {
  const parsed = field?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

export interface FormFields<S extends z.ZodObject, L extends FieldList<z.input<S>>> {
  /** The list itself: each field's kind (an input or a textarea). */
  list: L;
  /**
   * A new record's form values: for each listed field `given` (values of this moment, such as today's date),
   * else the field's `initial`, else the schema's default, else its kind's empty value.
   */
  newValues(given?: Stored<L>): FormValues<S, L>;
  /** A stored record's form values: each listed field's stored value as its input holds it. */
  storedValues(record: Stored<L>): FormValues<S, L>;
  /** Whether a name (a server's field error) is one of the form's fields. */
  has(name: string): name is Extract<keyof L, string>;
}

/** A form's fields: the shared schema and the one list of fields the form edits. */
export function formFields<S extends z.ZodObject, L extends FieldList<z.input<S>>>(
  schema: S,
  list: L,
): FormFields<S, L> {
  const specs = Object.entries(list) as [string, FieldSpec][];
  const valuesOf = (valueOf: (name: string, spec: FieldSpec) => unknown) =>
    Object.fromEntries(specs.map(([name, spec]) => [name, formValueOf(spec.kind, valueOf(name, spec))])) as FormValues<
      S,
      L
    >;
  return {
    list,
    newValues: (given = {}) =>
      valuesOf((name, spec) =>
        name in given
          ? given[name as keyof L]
          : (spec.initial ?? schemaDefault(schema.shape[name] as z.ZodType | undefined)),
      ),
    storedValues: (record) => valuesOf((name) => record[name as keyof L]),
    has: (name): name is Extract<keyof L, string> => Object.hasOwn(list, name),
  };
}
