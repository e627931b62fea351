// A web address field (002 §5 "URLs must match a simple web-address pattern"): the order API's WebUrl pattern,
// its message shown once the flow tried to go on, or as soon as the field is left with a wrong address.
import { useState } from 'react';
import { Input } from '@chakra-ui/react';
import { FormField } from '../../../components/FormField.tsx';
import { urlError } from './rules.ts';

export function UrlField({ label, value, onChange, showErrors, helper, name }: {
  label: string; name: string; value: string; onChange(value: string): void; showErrors: boolean; helper?: string;
}) {
  const [left, setLeft] = useState(false);
  const error = urlError(label, value);
  return (
    <FormField label={label} error={error} submitted={showErrors || left} helper={helper}>
      <Input name={name} type="url" inputMode="url" value={value} placeholder="https://" onChange={(e) => onChange(e.target.value)} onBlur={() => setLeft(true)} />
    </FormField>
  );
}
