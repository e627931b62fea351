// The resources of a RESOURCE order (003 §3, §4; 002 §4 "a selected listing set, resource set or catalog"): each
// read from the listing context (getResource), then made the order's items in a listing's words for the campaign
// data (settings/campaignData.ts OrderedItem): the title (its name when it has none), message, description, the
// landing URL as the page the ads lead to, the cropped images, and its videos with their pictures.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetResource, type Resource } from '../../lib/api/generated/listing.ts';
import type { OrderedItem } from './settings/index.ts';
import type { Selection } from './rules.ts';

/** A resource as an item of the order. */
export function resourceItem(resource: Resource): OrderedItem {
  const landing = resource.publicUrls.find((u) => u.type === 'LANDING_URL')?.url ?? null;
  return {
    id: resource.id,
    title: resource.title?.trim() || resource.name,
    description: resource.description,
    shortDescription: null,
    message: resource.message,
    customerUrl: landing,
    metaData: [],
    images: resource.images.map((i) => ({ url: i.cdnUrl, assetId: i.id, ...(i.thumbnail ? { thumbnail: i.thumbnail } : {}) })),
    campaignVideos: resource.videos.map((v) => {
      const thumbnail = v.thumbnail?.cdnUrl ?? v.video.thumbnail;
      return { id: v.video.id, url: v.video.cdnUrl, ...(thumbnail ? { thumbnail } : {}) };
    }),
  };
}

/** Loads one selected resource and hands it up (one component per resource: hooks are not called in a loop). */
function SelectedResource({ id, onLoaded }: { id: string; onLoaded(id: string, resource: Resource | null): void }) {
  const { data, error } = useGetResource({ params: { path: { resourceId: id } } });
  useEffect(() => {
    if (data) onLoaded(id, data);
    else if (error) onLoaded(id, null);
  }, [id, data, error, onLoaded]);
  return null;
}

/**
 * The selected resources, in the selection's order, once all have answered (one that cannot be read is left
 * out; the order service refuses it anyway), and whether any of them is unpublished.
 */
export function useSelectedResources(selection: Selection): { resources: Resource[] | undefined; items: OrderedItem[] | undefined; loaders: React.ReactNode } {
  const [byId, setById] = useState<Record<string, Resource | null>>({});
  const onLoaded = useRef((id: string, resource: Resource | null) => setById((all) => (all[id] === resource ? all : { ...all, [id]: resource }))).current;
  const ids = selection.orderType === 'RESOURCE' ? selection.ids : [];
  const done = ids.every((id) => id in byId);
  const resources = useMemo(() => (done ? ids.map((id) => byId[id]).filter((r): r is Resource => !!r) : undefined), [done, byId, ids.join(',')]);
  const items = useMemo(() => resources?.map(resourceItem), [resources]);
  return { resources, items, loaders: ids.map((id) => <SelectedResource key={id} id={id} onLoaded={onLoaded} />) };
}
