// The dashboard's tabs (001 §3 tabs: code, accessRight): in the order the dashboard shows them, each
// with the dashboard roles it shows to (admin sees all); tabs can be added from the codes not yet used,
// moved and removed.
import { useState } from 'react';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { DashboardRole, TabCode } from '../../lib/api/generated/customer.ts';
import { Select } from '../../components/Select.tsx';
import { RoleMatrix } from './RoleMatrix.tsx';
import { TAB_LABELS, type NameAndConfig } from './configRules.ts';
import { DASHBOARD_MESSAGES } from './messages.ts';

const tabLabel = (code: TabCode) => TAB_LABELS[code] ?? code;

export function TabsEditor({ tabCodes, roles }: { tabCodes: readonly TabCode[]; roles: readonly DashboardRole[] }) {
  const { control } = useFormContext<NameAndConfig>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'config.tabs' });
  const unused = tabCodes.filter((code) => !fields.some((f) => f.code === code));
  const [adding, setAdding] = useState('');
  const add = () => {
    const code = adding || unused[0];
    if (!code) return;
    append({ code: code as TabCode, accessRight: [...roles] });
    setAdding('');
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">{DASHBOARD_MESSAGES.adminSeesAll}</Text>
      {fields.length === 0 ? <Text fontSize="sm">{DASHBOARD_MESSAGES.noTabs}</Text> : (
        <RoleMatrix caption="Tab" roles={roles} withExtra rows={fields.map((f, i) => ({
          id: f.id,
          name: `config.tabs.${i}.accessRight`,
          label: tabLabel(f.code),
          ariaLabel: `${tabLabel(f.code)} tab`,
          extra: (
            <HStack gap="1" justify="end">
              <IconButton size="xs" variant="ghost" aria-label={`Move the ${tabLabel(f.code)} tab up`} disabled={i === 0} onClick={() => swap(i, i - 1)}><LuArrowUp /></IconButton>
              <IconButton size="xs" variant="ghost" aria-label={`Move the ${tabLabel(f.code)} tab down`} disabled={i === fields.length - 1} onClick={() => swap(i, i + 1)}><LuArrowDown /></IconButton>
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove the ${tabLabel(f.code)} tab`} onClick={() => remove(i)}><LuTrash2 /></IconButton>
            </HStack>
          ),
        }))} />
      )}
      {unused.length > 0 && (
        <HStack gap="2">
          <Select name="addTab" aria-label="Tab to add" size="sm" value={adding || unused[0]!} onChange={setAdding}
            options={unused.map((code) => ({ value: code, label: tabLabel(code) }))} />
          <Button size="sm" variant="outline" onClick={add}><LuPlus /> Add tab</Button>
        </HStack>
      )}
    </Stack>
  );
}
