// The dashboard config (001 §3): the key fields as inputs (theme colours, vertical, contact label,
// default campaigns view, calendar date range, sold listings) over a JSON editor of the whole config
// (tabs with accessRight, role lists, payment methods …). The server validates the config.
import { Field, HStack, Input, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import type { DashboardConfig } from '../../lib/api/generated/customer.ts';
import { Select } from '../../components/Select.tsx';
import { DASHBOARD_MESSAGES } from './messages.ts';

export const configText = (config: DashboardConfig | undefined) => (config ? JSON.stringify(config, null, 2) : '');

export function parseConfig(text: string): { config?: DashboardConfig; error?: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: DASHBOARD_MESSAGES.invalidJson };
    return { config: value as DashboardConfig };
  } catch {
    return { error: DASHBOARD_MESSAGES.invalidJson };
  }
}

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function ConfigEditor({ text, onChange, choices }: {
  text: string; onChange(text: string): void;
  choices?: { verticals: string[]; campaignViews: string[]; dateRangeUnits: string[] };
}) {
  const { config, error } = parseConfig(text);
  const edit = (change: (c: DashboardConfig) => DashboardConfig) => config && onChange(configText(change(config)));
  const themes = config?.themes;
  const controls = config?.controls;
  const disabled = !config;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {(['backgroundTheme', 'textTheme', 'hoverTheme'] as const).map((k) => (
          <Field.Root key={k} disabled={disabled}>
            <Field.Label>{{ backgroundTheme: 'Background colour', textTheme: 'Text colour', hoverTheme: 'Hover colour' }[k]}</Field.Label>
            <HStack w="full">
              <Input name={`themes.${k}`} value={themes?.[k] ?? ''} maxLength={40}
                onChange={(e) => edit((c) => ({ ...c, themes: { ...c.themes, [k]: e.target.value } }))} />
              <input type="color" aria-label={`${k} picker`} disabled={disabled} style={{ width: 36, height: 36, border: 0, background: 'none' }}
                value={/^#[0-9a-fA-F]{6}$/.test(themes?.[k] ?? '') ? themes![k] : '#000000'}
                onChange={(e) => edit((c) => ({ ...c, themes: { ...c.themes, [k]: e.target.value } }))} />
            </HStack>
          </Field.Root>
        ))}
        <Field.Root disabled={disabled}>
          <Field.Label>Vertical</Field.Label>
          <Select name="themes.vertical" value={themes?.vertical ?? ''} disabled={disabled}
            options={opts(choices?.verticals ?? ['PROPERTY', 'GENERAL'])}
            onChange={(v) => edit((c) => ({ ...c, themes: { ...c.themes, vertical: v as DashboardConfig['themes']['vertical'] } }))} />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label>Contact label</Field.Label>
          <Input name="themes.contactLabel" maxLength={40} value={themes?.contactLabel ?? ''}
            onChange={(e) => edit((c) => ({ ...c, themes: { ...c.themes, contactLabel: e.target.value } }))} />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label>Default campaigns view</Field.Label>
          <Select name="controls.defaultCampaignsView" value={controls?.defaultCampaignsView ?? ''} disabled={disabled}
            options={opts(choices?.campaignViews ?? ['LIST', 'GRID'])}
            onChange={(v) => edit((c) => ({ ...c, controls: { ...c.controls, defaultCampaignsView: v as DashboardConfig['controls']['defaultCampaignsView'] } }))} />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label>Calendar date range</Field.Label>
          <HStack w="full">
            <Input name="controls.calendarDateRange.value" type="number" min={1} max={3660} w="24" value={controls?.calendarDateRange.value ?? ''}
              onChange={(e) => edit((c) => ({ ...c, controls: { ...c.controls, calendarDateRange: { ...c.controls.calendarDateRange, value: Number(e.target.value) } } }))} />
            <Select name="controls.calendarDateRange.unit" value={controls?.calendarDateRange.unit ?? ''} disabled={disabled}
              options={opts(choices?.dateRangeUnits ?? ['day', 'week', 'month', 'year'])}
              onChange={(v) => edit((c) => ({ ...c, controls: { ...c.controls, calendarDateRange: { ...c.controls.calendarDateRange, unit: v as 'day' } } }))} />
          </HStack>
        </Field.Root>
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <Switch.Root checked={!!config?.showSoldListings} disabled={disabled} onCheckedChange={(e) => edit((c) => ({ ...c, showSoldListings: e.checked }))}>
          <Switch.HiddenInput name="showSoldListings" /><Switch.Control /><Switch.Label>Show sold listings</Switch.Label>
        </Switch.Root>
        <Switch.Root checked={!!controls?.enableHelp} disabled={disabled} onCheckedChange={(e) => edit((c) => ({ ...c, controls: { ...c.controls, enableHelp: e.checked } }))}>
          <Switch.HiddenInput name="controls.enableHelp" /><Switch.Control /><Switch.Label>Help</Switch.Label>
        </Switch.Root>
        <Switch.Root checked={!!controls?.enableFBAccountLink} disabled={disabled} onCheckedChange={(e) => edit((c) => ({ ...c, controls: { ...c.controls, enableFBAccountLink: e.checked } }))}>
          <Switch.HiddenInput name="controls.enableFBAccountLink" /><Switch.Control /><Switch.Label>Facebook account link</Switch.Label>
        </Switch.Root>
      </HStack>
      <Field.Root invalid={!!error}>
        <Field.Label>Config (JSON): tabs with accessRight, role lists, payment methods …</Field.Label>
        <Textarea name="config" aria-label="Config JSON" rows={18} fontFamily="mono" fontSize="xs" spellCheck={false}
          value={text} onChange={(e) => onChange(e.target.value)} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText>
          : <Field.HelperText><Text as="span">Role lists take corporate, branchmanager, branchuser and agent.</Text></Field.HelperText>}
      </Field.Root>
    </Stack>
  );
}
