// The resources of a RESOURCE order (003 §3, §4; 002 §4 "a selected listing set, resource set or catalog"): each
// read from the listing context (getResource), then made the order's items in a listing's words for the campaign
// data (settings/campaignData.ts OrderedItem): the title (its name when it has none), message, description, the
// landing URL as the page the ads lead to, the cropped images, and its videos with their pictures.
import { useMemo, type ReactNode } from 'react';
import { useGetResource, type Resource } from '../../lib/api/generated/listing.ts';
import { landingUrlOf } from '../dashboard-resource-edit/resourceValues.ts';
import { useEachLoaded } from './loadEach.tsx';
import type { OrderedItem } from './settings/index.ts';
import type { Selection } from './rules.ts';

/** A resource as an item of the order. */
export function resourceItem(resource: Resource): OrderedItem {
  return {
    id: resource.id,
    title: resource.title?.trim() || resource.name,
    description: resource.description,
    shortDescription: null,
    message: resource.message,
    customerUrl: landingUrlOf(resource) ?? null,
    metaData: [],
    images: resource.images.map((i) => ({ url: i.cdnUrl, assetId: i.id, ...(i.thumbnail ? { thumbnail: i.thumbnail } : {}) })),
    campaignVideos: resource.videos.map((v) => {
      const thumbnail = v.thumbnail?.cdnUrl ?? v.video.thumbnail;
      return { id: v.video.id, url: v.video.cdnUrl, ...(thumbnail ? { thumbnail } : {}) };
    }),
  };
}

const useResource = (id: string) => useGetResource({ params: { path: { resourceId: id } } });

/**
 * The selected resources, in the selection's order, once all have answered (one that cannot be read is left
 * out; the order service refuses it anyway), and whether any of them is unpublished.
 */
export function useSelectedResources(selection: Selection): { resources: Resource[] | undefined; items: OrderedItem[] | undefined; loaders: ReactNode } {
  const { items: resources, loaders } = useEachLoaded(selection.orderType === 'RESOURCE' ? selection.ids : [], useResource);
  const items = useMemo(() => resources?.map(resourceItem), [resources]);
  return { resources, items, loaders };
}
