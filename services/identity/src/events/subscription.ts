// Everything identity consumes, as one consumer group: the customer context's agents (the agent
// directory) and its customers' API keys.
import { mergeSubscriptions, type Subscription } from '@adops/platform';
import { agentDirectorySubscription } from './agent-directory.ts';
import { customerApiKeySubscription } from './customer-api-keys.ts';
import type { SessionRevoker } from './session-revocations.ts';

export const identitySubscription = (revoker: SessionRevoker): Subscription => mergeSubscriptions('identity', [agentDirectorySubscription(), customerApiKeySubscription(revoker)]);
