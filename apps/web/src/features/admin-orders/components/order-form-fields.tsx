import { FormField, inputClass } from '../../../components/admin/index.ts';
import { Select } from '../../../components/ui/select.tsx';

interface Method<Id extends string> {
  id: Id;
  name: string;
}

/** A shipping or payment method chosen from the shop's list, named in the reader's language. */
export function MethodField<Id extends string>({
  id,
  label,
  value,
  methods,
  nameOf,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: Id;
  methods: readonly Method<Id>[];
  nameOf: (method: Method<Id>) => string;
  onChange: (value: Id) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Id)} className="h-11 w-full">
        {methods.map((method) => (
          <option key={method.id} value={method.id}>
            {nameOf(method)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The order's note (the buyer's words: directions, a second phone number). */
export function NoteField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} h-auto py-2`}
      />
    </FormField>
  );
}
