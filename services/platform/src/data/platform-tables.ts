// The platform's own tables in every service's database, in a service's own process and the embedded
// default alike: the outbox and inbox, and those of the kits every context gets: revocations, dead
// letters, jobs, and objects put before their rows commit.
import { CreateOutboxAndInbox1763800000000, InboxEntity, OutboxEntity, WidenEventPayloads1764900026000 } from '../events/schema.ts';
import { CreateRevocations1764000000000, RevocationEntity } from '../auth/revocations.ts';
import { CreateDeadLetters1764200000000, DeadLetterEntity, DeadLetterEventIds1764400004002 } from '../events/dead-letters.ts';
import { CreateJobs1764400000001, JobEntity } from '../jobs/schema.ts';
import { CreatePendingObjects1764400000002, PendingObjectEntity } from '../storage/pending-objects.ts';

export const platformEntities = [OutboxEntity, InboxEntity, RevocationEntity, DeadLetterEntity, JobEntity, PendingObjectEntity];
export const platformMigrations = [CreateOutboxAndInbox1763800000000, CreateRevocations1764000000000, CreateDeadLetters1764200000000, CreateJobs1764400000001, CreatePendingObjects1764400000002, DeadLetterEventIds1764400004002, WidenEventPayloads1764900026000];
