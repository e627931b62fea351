// The `jobs` table every context's database has (added with the outbox's, data/data-source.ts):
// one row per job, its owner, input, progress and outcome, and the claim of the runner running it.
import { EntitySchema, type TableColumnOptions } from 'typeorm';
import { idColumn, instantColumn, intColumn, refColumn, stringColumn } from '../data/columns.ts';
import { tableId, tableInstant, tableInt, tableRef, tableString, tableText } from '../data/columns.ts';
import { tablesMigration } from '../data/table-migration.ts';

export type JobStatus = 'queued' | 'running' | 'stopping' | 'stopped' | 'completed' | 'failed';

export interface JobRow {
  id: string;
  kind: string;
  status: JobStatus;
  customerId: string;
  officeId: string | null;
  agentId: string | null;
  name: string | null;
  /** JSON text; read and written by the kit only. */
  input: string;
  result: string | null;
  checkpoint: string | null;
  error: string | null;
  total: number | null;
  done: number;
  failed: number;
  createdBy: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  heartbeatAt: Date | null;
  /** Which run holds the job: a fresh id per claim, so a run that lost its claim cannot write. */
  claim: string | null;
  attempt: number;
  rerunOf: string | null;
}

const json = { type: 'text' as const, nullable: true };

export const JobEntity = new EntitySchema<JobRow>({
  name: 'JobRow',
  tableName: 'jobs',
  columns: {
    id: idColumn,
    kind: stringColumn(100),
    status: stringColumn(20),
    customerId: refColumn(),
    officeId: refColumn(true),
    agentId: refColumn(true),
    name: stringColumn(255, true),
    input: { type: 'text' },
    result: json,
    checkpoint: json,
    error: { type: 'text', nullable: true },
    total: { type: 'int', nullable: true },
    done: intColumn,
    failed: intColumn,
    createdBy: stringColumn(100, true),
    createdAt: instantColumn(),
    startedAt: instantColumn(true),
    finishedAt: instantColumn(true),
    heartbeatAt: instantColumn(true),
    claim: refColumn(true),
    attempt: intColumn,
    rerunOf: refColumn(true),
  },
});

/** MySQL's TEXT holds 64 KB; inputs, results and checkpoints get MEDIUMTEXT (16 MB) there. */
const bigText = (name: string, mysql: boolean, nullable: boolean): TableColumnOptions => ({ ...tableText(name, nullable), type: mysql ? 'mediumtext' : 'text' });

export const CreateJobs1764400000001 = tablesMigration('CreateJobs1764400000001', (mysql) => [
  {
    name: 'jobs',
    columns: [
      tableId(),
      tableString('kind', 100),
      tableString('status', 20),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableString('name', 255, true),
      bigText('input', mysql, false),
      bigText('result', mysql, true),
      bigText('checkpoint', mysql, true),
      tableText('error', true),
      { name: 'total', type: 'int', isNullable: true },
      tableInt('done'),
      tableInt('failed'),
      tableString('createdBy', 100, true),
      tableInstant('createdAt'),
      tableInstant('startedAt', true),
      tableInstant('finishedAt', true),
      tableInstant('heartbeatAt', true),
      tableRef('claim', true),
      tableInt('attempt'),
      tableRef('rerunOf', true),
    ],
    indexes: [
      // The runner's claim and stale-heartbeat scans, and a customer's list, newest first.
      { name: 'jobs_status_kind', columnNames: ['status', 'kind', 'createdAt'] },
      { name: 'jobs_customer', columnNames: ['customerId', 'createdAt'] },
    ],
  },
]);
