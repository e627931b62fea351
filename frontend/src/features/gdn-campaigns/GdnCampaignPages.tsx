// The display-network campaigns' pages (001 §2, §9): the list 25 a page and one campaign's page with its
// Refresh-from-network button, on the campaign views both kinds share (../campaigns).
import { useParams } from 'react-router';
import { CampaignEditor } from '../campaigns/CampaignEditor.tsx';
import { CampaignsList } from '../campaigns/CampaignsList.tsx';
import { GDN_CAMPAIGN_PATHS, gdnCampaignEditPath } from './paths.ts';

export const GdnCampaignsListPage = () => <CampaignsList kind="display" editPath={gdnCampaignEditPath} />;

export function GdnCampaignEditPage() {
  const { gdnCampaignId = '' } = useParams();
  return <CampaignEditor key={gdnCampaignId} kind="display" id={gdnCampaignId} listPath={GDN_CAMPAIGN_PATHS.gdnCampaigns} />;
}
