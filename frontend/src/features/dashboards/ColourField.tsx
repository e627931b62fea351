// A theme colour (001 §3 themes): the text the server keeps (#rrggbb, a colour name or rgb()) beside the
// browser's colour picker, which writes #rrggbb into it.
import { Box, HStack, Input } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { useFieldError } from '../../components/form/fields.tsx';
import { pickerHex } from './configRules.ts';

export function ColourField({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = String(field.value ?? '');
  return (
    <FormField label={label} error={error} required>
      <HStack w="full" gap="2">
        <Box as="label" position="relative" flexShrink={0} w="9" h="9" borderWidth="1px" borderRadius="md" overflow="hidden" cursor="pointer"
          style={{ background: value }} title={`${label}: choose`}>
          <input type="color" aria-label={`${label} picker`} value={pickerHex(value)}
            onChange={(e) => field.onChange(e.target.value)}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer', border: 0, padding: 0 }} />
        </Box>
        <Input ref={field.ref} name={name} value={value} maxLength={40} fontFamily="mono" onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value)} />
      </HStack>
    </FormField>
  );
}
