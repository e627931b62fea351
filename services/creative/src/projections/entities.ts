// What the creative context keeps of other contexts' rows to fill a template's bindings without calling
// them (ARCHITECTURE §1): the listing context's listings and resources (their texts, pictures and whose
// they are) and the customer context's customer names and logos and agents' names and e-mails. Each row
// keeps the time of the event that last wrote it, so an older event never overwrites a newer one.
import { EntitySchema } from 'typeorm';
import { boolColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { KnownNameRow, KnownSubjectRow } from './rules.ts';

export type { KnownNameRow, KnownSubjectRow };

export const KnownSubjectEntity = new EntitySchema<KnownSubjectRow>({
  name: 'CreativeKnownSubject',
  tableName: 'creative_known_subjects',
  columns: {
    id: { ...refColumn(), primary: true },
    kind: stringColumn(10),
    customerId: refColumn(),
    officeIds: jsonColumn(),
    agentIds: jsonColumn(),
    facts: jsonColumn(),
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

export const KnownNameEntity = new EntitySchema<KnownNameRow>({
  name: 'CreativeKnownName',
  tableName: 'creative_known_names',
  columns: {
    id: { ...refColumn(), primary: true },
    kind: stringColumn(10),
    name: stringColumn(200),
    email: stringColumn(254, true),
    logoUrl: stringColumn(2000, true),
    eventAt: instantColumn(),
  },
});

export const projectionEntities = [KnownSubjectEntity, KnownNameEntity];
