// The share slot of a resource row (003 §2 "share a resource", §6): the sharing feature's ShareMenu for the
// resource's landing URL (the page a resource leads to, what the networks and the e-mail share), offered as the
// customer's sharing options for resources allow. A resource without a landing URL has nothing public to share.
import type { Resource } from '../../lib/api/generated/listing.ts';
import { landingUrlOf } from '../dashboard-resource-edit/resourceValues.ts';
import { ShareMenu } from '../sharing/ShareMenu.tsx';

export function ResourceShare({ resource }: { resource: Resource }) {
  const url = landingUrlOf(resource);
  if (!url) return null;
  const imageUrl = resource.images[0]?.cdnUrl;
  return <ShareMenu shared={{ kind: 'resource', id: resource.id, url, title: resource.title || resource.name, ...(imageUrl ? { imageUrl } : {}) }} />;
}
