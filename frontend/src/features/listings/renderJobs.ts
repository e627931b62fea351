// A render job's states as the listing screens read them (creative context, CreativeJobStatus): WAITING while
// queued or rendering; SUCCESS with its MP4 at uploadPath; FAILED or STOPPED otherwise. The dashboard's listings
// tab reads them the same way.
import type { CreativeJobStatus } from '../../lib/api/generated/creative.ts';

export const isRendering = (status: CreativeJobStatus | undefined) => status === 'WAITING';
export const hasFailed = (status: CreativeJobStatus | undefined) => status === 'FAILED' || status === 'STOPPED';
