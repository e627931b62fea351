// A password input with the five-level strength meter (20 to 100 percent) of the shared password rule.
import { useState } from 'react';
import { Box, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { checkPassword, type PasswordStrength } from '@adops/openapi/rules/password';
import { FormField } from './FormField.tsx';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '../constants.ts';

export const STRENGTH_LABELS: Record<PasswordStrength, string> = {
  20: 'Very weak',
  40: 'Weak',
  60: 'Fair',
  80: 'Good',
  100: 'Strong',
};
const STRENGTH_COLORS: Record<PasswordStrength, string> = {
  20: 'red.500',
  40: 'orange.500',
  60: 'yellow.500',
  80: 'teal.500',
  100: 'green.500',
};

export function StrengthMeter({ password }: { password: string }) {
  const { strength } = checkPassword(password);
  const level = password ? strength : 0;
  return (
    <Stack gap="1" data-testid="strength-meter" data-strength={level} aria-label={`Password strength ${level}%`}>
      <HStack gap="1">
        {[20, 40, 60, 80, 100].map((step) => (
          <Box key={step} h="1.5" flex="1" borderRadius="full"
            bg={level >= step ? STRENGTH_COLORS[level as PasswordStrength] : 'gray.200'} />
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted">{level ? `${STRENGTH_LABELS[level as PasswordStrength]} (${level}%)` : ' '}</Text>
    </Stack>
  );
}

/** The validation message of a new password and its confirmation, or undefined when both are fine. */
export function passwordError(password: string): string | undefined {
  const check = checkPassword(password);
  return check.ok ? undefined : check.message ?? MESSAGES.password;
}
export function confirmError(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : MESSAGES.passwordMismatch;
}

/** The checks of a new password and its confirmation, for a form's `validate`. */
export const newPasswordChecks = (v: { password: string; confirmPassword: string }) => ({
  password: passwordError(v.password),
  confirmPassword: confirmError(v.password, v.confirmPassword),
});

export function PasswordInput({ value, onChange, name, autoComplete, id }: {
  value: string; onChange(value: string): void; name: string; autoComplete: string; id?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <InputGroup endElement={
      <IconButton variant="ghost" size="xs" aria-label={shown ? 'Hide password' : 'Show password'} onClick={() => setShown(!shown)}>
        {shown ? <LuEyeOff /> : <LuEye />}
      </IconButton>
    }>
      <Input id={id} name={name} type={shown ? 'text' : 'password'} value={value} autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH} onChange={(e) => onChange(e.target.value)} />
    </InputGroup>
  );
}

export function PasswordField({ label = 'Password', value, onChange, submitted = true, error, name = 'password', meter = true, autoComplete = 'new-password', required = true }: {
  label?: string; value: string; onChange(value: string): void; submitted?: boolean; error?: string | undefined;
  name?: string; meter?: boolean; autoComplete?: string; required?: boolean;
}) {
  return (
    <FormField label={label} error={error} submitted={submitted} required={required}>
      <PasswordInput name={name} value={value} onChange={onChange} autoComplete={autoComplete} />
      {meter && <Box w="full"><StrengthMeter password={value} /></Box>}
    </FormField>
  );
}
