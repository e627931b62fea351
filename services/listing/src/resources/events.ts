// What the resources area publishes (payload schema ResourceEventData in openapi/listing), built in one
// place from the row as written and its resolved media: resource.saved for every create and update
// (a copy is a create), resource.deleted with the resource as it was. The order context keeps whether
// it is published; the ads context its texts, media and landing link. It consumes the customer
// context's dashboard.saved / deleted for who may create resources (003 §6 enableCreateResourceRoles).
import { subscribeTo, type Subscription } from '@adops/platform';
import type { EntityManager } from 'typeorm';
import type { ResourceRow } from './entities.ts';
import type { MediaById } from './media.ts';
import { knownDashboardRoles, saveDashboardRoles } from './store.ts';
import { landingUrlOf, nextDashboardRoles, type DashboardRolesFacts } from './rules.ts';

export function resourceEvent(type: 'resource.saved' | 'resource.deleted', r: ResourceRow, media: MediaById) {
  const imageUrls = r.imageIds.flatMap((id) => (media.has(id) ? [media.get(id)!.cdnUrl] : [])).slice(0, 10);
  const videos = r.videos
    .flatMap((v) => {
      const video = media.get(v.videoId);
      if (!video) return [];
      // The image named for it, else its own poster frame.
      const thumbnailUrl = (v.thumbnailId ? media.get(v.thumbnailId)?.cdnUrl : undefined) ?? video.thumbnail;
      return [{ url: video.cdnUrl, thumbnailUrl }];
    })
    .slice(0, 10);
  return {
    type,
    subject: r.id,
    customerId: r.customerId,
    data: {
      resourceId: r.id,
      customerId: r.customerId,
      officeIds: r.officeIds.slice(0, 100),
      reference: r.reference,
      name: r.name,
      title: r.title,
      message: r.message,
      description: r.description,
      type: r.type,
      imageUrls,
      videos,
      landingUrl: landingUrlOf(r.publicUrls),
      published: r.isPublished,
    },
  };
}

async function projectDashboardRoles(m: EntityManager, facts: DashboardRolesFacts): Promise<void> {
  const next = nextDashboardRoles(await knownDashboardRoles(m, facts.customerId), facts);
  if (next) await saveDashboardRoles(m, next);
}

/** The dashboards' resource roles projection's handlers (consumer 'listing', source customer). */
export const dashboardResourceRolesSubscription = (): Subscription =>
  subscribeTo('listing', 'customer', {
    'dashboard.saved': (e, m) =>
      projectDashboardRoles(m, {
        customerId: e.data.customerId,
        dashboardId: e.data.dashboardId,
        // An event recorded before the list was added carries none: every role may.
        roles: e.data.enableCreateResourceRoles ? [...e.data.enableCreateResourceRoles] : null,
        deleted: false,
        eventAt: new Date(e.occurredAt),
      }),
    'dashboard.deleted': (e, m) => projectDashboardRoles(m, { customerId: e.data.customerId, dashboardId: e.data.dashboardId, roles: null, deleted: true, eventAt: new Date(e.occurredAt) }),
  });
