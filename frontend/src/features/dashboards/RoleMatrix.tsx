// Role lists as a matrix of checkboxes (001 §6): a row per list (a control, a payment method, a tab's
// accessRight), a column per dashboard role. Each row is the form field of its list; the server's message
// about a list shows in its row.
import type { ReactNode } from 'react';
import { Checkbox, Table, Text } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import type { DashboardRole } from '../../lib/api/generated/customer.ts';
import { useFieldError } from '../../components/form/fields.tsx';
import { ROLE_LABELS } from './configRules.ts';

export interface RoleRow {
  name: string; label: ReactNode; ariaLabel: string; extra?: ReactNode;
  /** A stable key where rows move (a field array's ids); else the name. */
  id?: string;
}

function RoleListRow({ row, roles }: { row: RoleRow; roles: readonly DashboardRole[] }) {
  const { field } = useController({ name: row.name });
  const error = useFieldError(row.name);
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  // Kept in the settings' order of roles, so a saved list reads the same whatever was clicked first.
  const toggle = (role: DashboardRole, on: boolean) =>
    field.onChange(roles.filter((r) => (r === role ? on : chosen.includes(r))));
  return (
    <Table.Row data-testid={`roles-${row.name}`}>
      <Table.Cell>
        <Text fontWeight="medium">{row.label}</Text>
        {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
      </Table.Cell>
      {roles.map((role) => (
        <Table.Cell key={role} textAlign="center">
          <Checkbox.Root checked={chosen.includes(role)} onCheckedChange={(e) => toggle(role, !!e.checked)} invalid={!!error}>
            <Checkbox.HiddenInput name={`${row.name}.${role}`} aria-label={`${row.ariaLabel}: ${ROLE_LABELS[role]}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      ))}
      {row.extra !== undefined && <Table.Cell textAlign="end" whiteSpace="nowrap">{row.extra}</Table.Cell>}
    </Table.Row>
  );
}

export function RoleMatrix({ caption, rows, roles, withExtra = false }: {
  caption: string; rows: RoleRow[]; roles: readonly DashboardRole[]; withExtra?: boolean;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{caption}</Table.ColumnHeader>
            {roles.map((role) => <Table.ColumnHeader key={role} textAlign="center">{ROLE_LABELS[role]}</Table.ColumnHeader>)}
            {withExtra && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => <RoleListRow key={row.id ?? row.name} row={row} roles={roles} />)}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
