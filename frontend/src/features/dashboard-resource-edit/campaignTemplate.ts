// The campaign template the edit screen previews (003 §3 "Campaign template (client state)", §4): the video tab
// selects the video type; on the image tab more than one image selects the carousel type, else the single
// image type. useImagesForVideo: a video campaign of the images when the resource has no video.
export type ResourceCampaignType = 'FACEBOOK_IMAGE_CAMPAIGN' | 'SINGLE_LISTING_IMAGE_CAROUSEL' | 'FACEBOOK_VIDEO_CAMPAIGN';
export type MediaTab = 'images' | 'videos';

export interface CampaignTemplateState {
  type: ResourceCampaignType;
  useImagesForVideo: boolean;
}

export function campaignTemplateOf(tab: MediaTab, imageCount: number, videoCount: number): CampaignTemplateState {
  if (tab === 'videos') return { type: 'FACEBOOK_VIDEO_CAMPAIGN', useImagesForVideo: videoCount === 0 && imageCount > 0 };
  return { type: imageCount > 1 ? 'SINGLE_LISTING_IMAGE_CAROUSEL' : 'FACEBOOK_IMAGE_CAMPAIGN', useImagesForVideo: false };
}

export const CAMPAIGN_TYPE_LABELS: Record<ResourceCampaignType, string> = {
  FACEBOOK_IMAGE_CAMPAIGN: 'Single image',
  SINGLE_LISTING_IMAGE_CAROUSEL: 'Carousel',
  FACEBOOK_VIDEO_CAMPAIGN: 'Video',
};
