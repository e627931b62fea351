// The template's schedule setting (000 §3, §4, §9): none, a recurring INTERVAL, or one SCHEDULE date and time,
// in a time zone (Pacific/Auckland by default). An interval is picked as a frequency and the parts it pins
// (minutes 0, 5, 15–55; hours 0–23; days 1–31); choosing a frequency clears the finer parts (000 §4). The
// cron syntax the pickers write shows below them and may be edited for anything they cannot say; the server
// checks it.
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { useFieldError } from '../../components/form/fields.tsx';
import { Select } from '../../components/Select.tsx';
import {
  FREQUENCIES, FREQUENCY_LABELS, INTERVAL_HOURS, INTERVAL_MINUTES, MONTH_LABELS, TIME_ZONE_CHOICES, WEEKDAY_LABELS, type Frequency,
} from './constants.ts';
import { PART_OPTIONS, PINNED_PARTS, type Part } from './schedule.ts';
import { chooseFrequency, choosePart, type ScheduleValues } from './templateForm.ts';

const NAME = 'scheduleSetting';
const TYPES = [{ value: '', label: 'No schedule' }, { value: 'INTERVAL', label: 'Repeat (interval)' }, { value: 'SCHEDULE', label: 'Once (date and time)' }];
const PART_LABELS: Record<Part, string> = { minute: 'Minute', hour: 'Hour', dayOfWeek: 'Day of the week', dayOfMonth: 'Day of the month', month: 'Month' };
const pad = (n: number) => String(n).padStart(2, '0');
const partLabel = (part: Part, n: number) =>
  part === 'dayOfWeek' ? WEEKDAY_LABELS[n]! : part === 'month' ? MONTH_LABELS[n - 1]! : part === 'minute' || part === 'hour' ? pad(n) : String(n);
const numbers = (values: readonly number[], label: (n: number) => string = String) => values.map((n) => ({ value: String(n), label: label(n) }));

export function ScheduleFields() {
  // A controller per part (not one over the setting), so a message at a part comes back when it is edited wrong again.
  const type = useController({ name: `${NAME}.type` }).field;
  const intervalField = useController({ name: `${NAME}.interval` }).field;
  const date = useController({ name: `${NAME}.schedule.date` }).field;
  const hour = useController({ name: `${NAME}.schedule.hour` }).field;
  const minute = useController({ name: `${NAME}.schedule.minute` }).field;
  const timezone = useController({ name: `${NAME}.timezone` }).field;
  const interval = intervalField.value as ScheduleValues['interval'];
  const cronError = useFieldError(`${NAME}.interval.cronSyntax`);
  const dateError = useFieldError(date.name);
  const zoneError = useFieldError(timezone.name);
  const zone = timezone.value as string;
  const zones = TIME_ZONE_CHOICES.includes(zone) ? TIME_ZONE_CHOICES : [zone, ...TIME_ZONE_CHOICES];
  return (
    <Stack gap="3">
      <FormField label="Schedule">
        <Select name={type.name} aria-label="Schedule" value={type.value as string} options={TYPES} onChange={type.onChange} />
      </FormField>
      {type.value === 'INTERVAL' && (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <FormField label="Every">
              <Select name={`${NAME}.interval.frequency`} aria-label="Frequency" value={interval.frequency}
                options={FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
                onChange={(f) => intervalField.onChange(chooseFrequency(interval, f as Frequency))} />
            </FormField>
            {PINNED_PARTS[interval.frequency].map((part) => (
              <FormField key={part} label={PART_LABELS[part]}>
                <Select name={`${NAME}.interval.${part}`} aria-label={PART_LABELS[part]} value={interval[part]} placeholder="—"
                  options={numbers(PART_OPTIONS[part], (n) => partLabel(part, n))} onChange={(v) => intervalField.onChange(choosePart(interval, part, v))} />
              </FormField>
            ))}
          </SimpleGrid>
          <FormField label="Cron syntax" error={cronError} helper="Written from the choices above (minute hour day month weekday); edit it for anything else.">
            <Input name={`${NAME}.interval.cronSyntax`} value={interval.cronSyntax} fontFamily="mono" maxW="sm"
              onChange={(e) => intervalField.onChange({ ...interval, cronSyntax: e.target.value })} />
          </FormField>
        </>
      )}
      {type.value === 'SCHEDULE' && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label="Date" error={dateError}>
            <Input name={date.name} type="date" value={date.value as string} onChange={(e) => date.onChange(e.target.value)} />
          </FormField>
          <FormField label="Hour">
            <Select name={hour.name} aria-label="Hour" value={hour.value as string} options={numbers(INTERVAL_HOURS, pad)} onChange={hour.onChange} />
          </FormField>
          <FormField label="Minute">
            <Select name={minute.name} aria-label="Minute" value={minute.value as string} options={numbers(INTERVAL_MINUTES, pad)} onChange={minute.onChange} />
          </FormField>
        </SimpleGrid>
      )}
      {type.value !== '' && (
        <FormField label="Time zone" error={zoneError}>
          <Select name={timezone.name} aria-label="Time zone" value={zone} options={zones.map((z) => ({ value: z, label: z }))} onChange={timezone.onChange} />
        </FormField>
      )}
    </Stack>
  );
}
