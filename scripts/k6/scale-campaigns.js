// The campaigns list at scale: its query variants (scripts/scale/queries.js), one a run (QUERY) or all in turn.
// See scale-lib.js for the environment; scale-bench.ts drives it.
import { scaleOptions, scaleRequest, scaleSetup, summary } from './scale-lib.js';

export const options = scaleOptions();
export const setup = () => scaleSetup('campaigns');
export default (data) => scaleRequest('campaigns', data);
export const handleSummary = summary;
