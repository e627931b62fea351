// A native select (Chakra v3 NativeSelect) over id/name options.
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({ name, value, onChange, options, placeholder, disabled, 'aria-label': ariaLabel, size }: {
  name: string; value: string; onChange(value: string): void; options: SelectOption[]; placeholder?: string;
  disabled?: boolean; 'aria-label'?: string; size?: 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root disabled={disabled} size={size}>
      <NativeSelect.Field name={name} aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export const toOptions = (items: { id: string; name?: string }[] | undefined): SelectOption[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name ?? i.id }));
