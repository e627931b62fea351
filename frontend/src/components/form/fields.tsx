// Form fields bound to the enclosing <Form> (react-hook-form's context) by their path, each with its label,
// helper and error (after a submit attempt, or the server's message for it).
import type { ComponentProps, ReactNode } from 'react';
import { Button, Checkbox, Fieldset, HStack, Input, Switch, Textarea } from '@chakra-ui/react';
import { get, useController, useFormContext } from 'react-hook-form';
import { FormField } from '../FormField.tsx';
import { PasswordField } from '../PasswordField.tsx';
import { Select, type SelectOption } from '../Select.tsx';

/** The message of a field (its path, e.g. 'phones.0.value'), if any. */
export function useFieldError(name: string): string | undefined {
  const { formState: { errors } } = useFormContext();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface Labelled {
  name: string;
  label: ReactNode;
  required?: boolean;
  helper?: ReactNode;
}

type InputProps = Omit<ComponentProps<typeof Input>, 'name' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'>;

export function TextField({ name, label, required, helper, upperCase, normalise, multiline, rows, ...input }: Labelled & InputProps & {
  /** Typed letters become capitals (codes such as NZ, NZD). */
  upperCase?: boolean;
  /** Applied when the field loses focus (e.g. e-mails are lower-cased). */
  normalise?(value: string): string;
  /** A text area of this many rows. */
  multiline?: boolean; rows?: number;
}) {
  const { register, setValue, getValues } = useFormContext();
  const error = useFieldError(name);
  const field = register(name);
  const onChange: typeof field.onChange = (event) => {
    if (upperCase) event.target.value = event.target.value.toUpperCase();
    return field.onChange(event);
  };
  const onBlur: typeof field.onBlur = (event) => {
    if (normalise) setValue(name, normalise(String(getValues(name) ?? '')));
    return field.onBlur(event);
  };
  return (
    <FormField label={label} error={error} required={required} helper={helper}>
      {multiline
        ? <Textarea {...(input as ComponentProps<typeof Textarea>)} {...field} onChange={onChange} onBlur={onBlur} rows={rows} />
        : <Input {...input} {...field} onChange={onChange} onBlur={onBlur} />}
    </FormField>
  );
}

export function SelectField({ name, inputName = name, label, required, helper, options, placeholder, disabled, onPick }: Labelled & {
  options: SelectOption[]; placeholder?: string; disabled?: boolean;
  /** The select's own name, where it differs from the field's (browser tests find it by it). */
  inputName?: string;
  /** Also called with the chosen value (e.g. to reset what depends on it). */
  onPick?(value: string): void;
}) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <FormField label={label} error={error} required={required} helper={helper}>
      <Select name={inputName} value={String(field.value ?? '')} options={options} placeholder={placeholder} disabled={disabled}
        onChange={(value) => { field.onChange(value); onPick?.(value); }} />
    </FormField>
  );
}

export function SwitchField({ name, label, colorPalette = 'blue' }: { name: string; label: ReactNode; colorPalette?: string }) {
  const { field } = useController({ name });
  return (
    <Switch.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette={colorPalette}>
      <Switch.HiddenInput name={name} />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** A set of checkboxes over an array of values (roles, offices, sharing widgets). */
export function CheckboxesField({ name, legend, options, inputName = (value) => `${name}-${value}`, children }: {
  name: string; legend: ReactNode; options: (SelectOption & { disabled?: boolean })[];
  /** The name of each checkbox's input (tests and browser tests find them by it). */
  inputName?(value: string): string;
  /** Shown under the legend (e.g. why there is nothing to choose). */
  children?: ReactNode;
}) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const chosen: string[] = field.value ?? [];
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {children}
      <HStack gap="5" wrap="wrap">
        {options.map((o) => (
          <Checkbox.Root key={o.value} checked={chosen.includes(o.value)} disabled={o.disabled}
            onCheckedChange={(e) => field.onChange(e.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}>
            <Checkbox.HiddenInput name={inputName(o.value)} />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

export function PasswordFormField({ name = 'password', confirmedBy, ...props }: {
  name?: string; label?: string; meter?: boolean; autoComplete?: string; required?: boolean;
  /** The confirmation field, checked again whenever this one changes (after a submit attempt). */
  confirmedBy?: string;
}) {
  const { field } = useController({ name, rules: confirmedBy ? { deps: [confirmedBy] } : {} });
  const error = useFieldError(name);
  return <PasswordField {...props} name={name} value={String(field.value ?? '')} onChange={field.onChange} error={error} />;
}

/** A new password and its confirmation (the fields `password` and `confirmPassword`). */
export function NewPasswordFields({ required = true, label = 'New password' }: { required?: boolean; label?: string }) {
  return (
    <>
      <PasswordFormField label={label} required={required} confirmedBy="confirmPassword" />
      <PasswordFormField label={`Confirm ${label.toLowerCase()}`} name="confirmPassword" meter={false} required={required} />
    </>
  );
}

export function SubmitButton({ children, colorPalette = 'blue', w }: { children: ReactNode; colorPalette?: string; w?: string }) {
  const { formState } = useFormContext();
  return <Button type="submit" colorPalette={colorPalette} loading={formState.isSubmitting} w={w}>{children}</Button>;
}
