// The import jobs' states (openapi/listing ImportJobStatus), which of them are final, their colours and how
// often an unfinished job's progress is asked again.
import type { ImportJobStatus } from '../../lib/api/generated/listing.ts';

export const IMPORT_JOB_STATUSES: readonly ImportJobStatus[] = ['queued', 'running', 'stopping', 'stopped', 'completed', 'failed'];
export const FINISHED_STATUSES: readonly ImportJobStatus[] = ['completed', 'failed', 'stopped'];
export const STATUS_COLOURS: Record<ImportJobStatus, string> = {
  queued: 'gray', running: 'blue', stopping: 'orange', stopped: 'orange', completed: 'green', failed: 'red',
};
/** A running job's progress is asked for every second (the store page's import panel asks as often). */
export const IMPORT_JOB_POLL_MS = 1000;
