// The dashboard config (001 §3, §6) as a form, for dashboards and dashboard templates alike: the theme
// (colours with pickers, vertical, contact label) with a preview, the tabs with their access rights, the
// controls (help, Facebook account link, default campaigns view, calendar date range), every role list
// as a row of role checkboxes, the payment methods' role lists and sold listings. Field paths are the
// config's own (config.themes.textTheme, config.tabs.2.accessRight …), so a server problem's path lands
// at its field (lib/forms/problemFields.ts). The server checks the config again.
import type { ReactNode } from 'react';
import { Box, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { DashboardRole, DashboardSettings, TabCode } from '../../lib/api/generated/customer.ts';
import { FormField } from '../../components/FormField.tsx';
import { SelectField, SwitchField, TextField, useFieldError } from '../../components/form/fields.tsx';
import { ColourField } from './ColourField.tsx';
import { RoleMatrix } from './RoleMatrix.tsx';
import { TabsEditor } from './TabsEditor.tsx';
import { CALENDAR_MAX, PAYMENT_LISTS, ROLE_LISTS, THEME_COLOURS, type NameAndConfig } from './configRules.ts';

/** The choices of the form; the settings call gives them (getDashboardSettings), these until it answers. */
export type ConfigChoices = Pick<DashboardSettings, 'tabCodes' | 'roles' | 'verticals' | 'campaignViews' | 'dateRangeUnits'>;
export const DEFAULT_CHOICES: ConfigChoices = {
  tabCodes: ['overview', 'orders', 'listings', 'resources', 'campaigns', 'leads', 'agents'] as TabCode[],
  roles: ['corporate', 'branchmanager', 'branchuser', 'agent'] as DashboardRole[],
  verticals: ['PROPERTY', 'GENERAL'],
  campaignViews: ['LIST', 'GRID'],
  dateRangeUnits: ['day', 'week', 'month', 'year'],
};

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `config-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderTopWidth="1px" pt="4">
      <Heading id={id} as="h3" size="md" fontWeight="semibold">{title}</Heading>
      {children}
    </Stack>
  );
}

/** What the dashboard's colours look like: a menu bar in the background and text colours, one item hovered. */
function ThemePreview() {
  const themes = useWatch<NameAndConfig, 'config.themes'>({ name: 'config.themes' });
  return (
    <Box data-testid="theme-preview" borderWidth="1px" borderRadius="md" overflow="hidden" aria-label="Theme preview" role="img">
      <HStack gap="0" style={{ background: themes?.backgroundTheme, color: themes?.textTheme }} fontSize="sm">
        <Box px="3" py="2" fontWeight="semibold">Dashboard</Box>
        <Box px="3" py="2" style={{ background: themes?.hoverTheme }}>Orders (hover)</Box>
        <Box px="3" py="2">Listings</Box>
        <Box px="3" py="2" ml="auto">Your {themes?.contactLabel || 'Agent'}</Box>
      </HStack>
    </Box>
  );
}

/** The calendar date range's value: a whole number of units (the input's text until saved). */
function DateRangeValue() {
  const name = 'config.controls.calendarDateRange.value';
  const { field } = useController<NameAndConfig, typeof name>({ name });
  const error = useFieldError(name);
  return (
    <FormField label="Calendar date range" error={error} required helper="How far back the date pickers reach.">
      <Input ref={field.ref} name={name} type="number" min={1} max={CALENDAR_MAX} step={1} value={String(field.value ?? '')}
        onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))} />
    </FormField>
  );
}

export function ConfigEditor({ choices = DEFAULT_CHOICES }: { choices?: ConfigChoices }) {
  useFormContext<NameAndConfig>();
  return (
    <Stack gap="6">
      <Section title="Theme">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {THEME_COLOURS.map(({ key, label }) => <ColourField key={key} name={`config.themes.${key}`} label={label} />)}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField name="config.themes.vertical" label="Vertical" required options={opts(choices.verticals)} />
          <TextField name="config.themes.contactLabel" label="Contact label" required maxLength={40}
            helper="What contacts are called in the dashboard's messages (Agent, Contact …)." />
        </SimpleGrid>
        <ThemePreview />
      </Section>

      <Section title="Tabs">
        <TabsEditor tabCodes={choices.tabCodes} roles={choices.roles} />
      </Section>

      <Section title="Controls">
        <HStack gap="6" wrap="wrap">
          <SwitchField name="config.controls.enableHelp" label="Help" />
          <SwitchField name="config.controls.enableFBAccountLink" label="Facebook account link" />
          <SwitchField name="config.showSoldListings" label="Show sold listings" />
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
          <SelectField name="config.controls.defaultCampaignsView" label="Default campaigns view" required options={opts(choices.campaignViews)} />
          <DateRangeValue />
          <SelectField name="config.controls.calendarDateRange.unit" label="Unit" required options={opts(choices.dateRangeUnits)} />
        </SimpleGrid>
      </Section>

      <Section title="Role permissions">
        <Text fontSize="sm" color="fg.muted">Which dashboard roles each feature is shown to.</Text>
        <RoleMatrix caption="Feature" roles={choices.roles}
          rows={ROLE_LISTS.map(({ key, label }) => ({ name: `config.controls.${key}`, label, ariaLabel: label }))} />
      </Section>

      <Section title="Payment methods">
        <RoleMatrix caption="Payment method" roles={choices.roles}
          rows={PAYMENT_LISTS.map(({ key, label }) => ({ name: `config.enablePaymentMethod.${key}`, label, ariaLabel: label }))} />
        <Text fontSize="sm" color="fg.muted">A role with neither pays by invoice.</Text>
      </Section>
    </Stack>
  );
}
