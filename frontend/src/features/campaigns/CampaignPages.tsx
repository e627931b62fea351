// The social campaigns' pages (001 §2): the list and one campaign's page, on the views both campaign kinds share.
import { useParams } from 'react-router';
import { CampaignEditor } from './CampaignEditor.tsx';
import { CampaignsList } from './CampaignsList.tsx';
import { CAMPAIGN_PATHS, campaignEditPath } from './paths.ts';

export const CampaignsListPage = () => <CampaignsList kind="social" editPath={campaignEditPath} />;

export function CampaignEditPage() {
  const { campaignId = '' } = useParams();
  return <CampaignEditor key={campaignId} kind="social" id={campaignId} listPath={CAMPAIGN_PATHS.campaigns} />;
}
