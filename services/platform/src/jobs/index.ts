// The platform jobs kit: durable background work with progress, in each context's own database.
export { createJobs, type Jobs, type JobsContext } from './registry.ts';
export type { JobRecord, RunningJob, JobKind, JobOwner, EnqueueOptions, JobListQuery, JobPage, JobStatus } from './types.ts';
export { JobEntity, CreateJobs1764400000001, type JobRow } from './schema.ts';
/** A jobs-table row (e.g. one read through the owned-resource kit) as the record callers see. */
export { toRecord as toJobRecord } from './records.ts';
export { jobsConcurrency, jobsRunnerEnabled, DEFAULT_JOBS_SETTINGS, type JobsSettings } from './settings.ts';
