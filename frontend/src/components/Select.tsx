// A native select (Chakra v3 NativeSelect) over id/name options. A disabled select is disabled itself:
// Chakra takes the <select>'s disabled state from NativeSelect.Root, but inside a Field.Root (every
// FormField) the field's own `disabled: false` wins over the Root's prop, so a select disabled only on
// its Root looked disabled yet could still be changed. The native element therefore gets `disabled`
// too (Chakra's field props leave it out of their type, hence the spread).
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({ name, value, onChange, options, placeholder, disabled, 'aria-label': ariaLabel, size }: {
  name: string; value: string; onChange(value: string): void; options: SelectOption[]; placeholder?: string;
  disabled?: boolean; 'aria-label'?: string; size?: 'sm' | 'md';
}) {
  const native = disabled ? { disabled: true } : {};
  return (
    <NativeSelect.Root disabled={disabled} size={size}>
      <NativeSelect.Field name={name} aria-label={ariaLabel} value={value} {...native}
        onChange={(e) => { if (!disabled) onChange(e.currentTarget.value); }}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export const toOptions = (items: { id: string; name?: string }[] | undefined): SelectOption[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name ?? i.id }));
