// The date range control of the orders and overview tabs (002 §5 Dates; the rules in ./dateRange.ts): a from-date
// no later than today, a to-date from the from-date up to today, and a button for the dashboard's own range
// (controls.calendarDateRange, 90 days when none), which is also what shows while no from-date is picked.
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { pickFrom, pickTo, rangeLabel, type CalendarDateRange, type DayRange } from './dateRange.ts';
import { DATE_RANGE_TEXTS } from './messages.ts';

export function DateRangeFields({ value, onChange, today, calendar }: {
  value: DayRange;
  onChange(value: DayRange): void;
  /** Today, local YYYY-MM-DD (the tab's, so every rule agrees on it). */
  today: string;
  /** The dashboard's range. */
  calendar: CalendarDateRange;
}) {
  const dashboardRange = !value.from && !value.to;
  return (
    <Stack gap="1" data-testid="date-range">
      <HStack align="end" gap="2" wrap="wrap">
        <Box w="40">
          <FormField label={DATE_RANGE_TEXTS.from}>
            <Input type="date" name="dateFrom" size="sm" value={value.from} max={today}
              onChange={(e) => onChange(pickFrom(value, e.target.value, today))} />
          </FormField>
        </Box>
        <Box w="40">
          <FormField label={DATE_RANGE_TEXTS.to}>
            <Input type="date" name="dateTo" size="sm" value={value.to} min={value.from || undefined} max={today}
              onChange={(e) => onChange(pickTo(value, e.target.value, today))} />
          </FormField>
        </Box>
        <Button size="sm" variant={dashboardRange ? 'solid' : 'outline'} aria-pressed={dashboardRange} onClick={() => onChange({ from: '', to: '' })}>
          {DATE_RANGE_TEXTS.dashboardRange(rangeLabel(calendar))}
        </Button>
      </HStack>
      {!value.from && <Text fontSize="xs" color="fg.muted" data-testid="date-range-hint">{DATE_RANGE_TEXTS.showing(rangeLabel(calendar))}</Text>}
    </Stack>
  );
}
