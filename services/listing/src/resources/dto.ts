// Rows as the API shows them (openapi/listing Resource): instants as ISO strings, media resolved to
// their assets' URLs (an asset deleted from the library since is left out), createdBy as saved.
import type { Resource, ResourceAsset } from '@adops/openapi/generated/listing';
import type { ResourceRow } from './entities.ts';
import type { MediaById, ResolvedAsset } from './media.ts';

const asset = (a: ResolvedAsset): ResourceAsset => ({ id: a.id, cdnUrl: a.cdnUrl, s3Url: a.s3Url, thumbnail: a.thumbnail });

export function toResourceDto(r: ResourceRow, media: MediaById): Resource {
  const present = (ids: readonly string[]) => ids.flatMap((id) => (media.has(id) ? [asset(media.get(id)!)] : []));
  const images = present(r.imageIds);
  const videos = r.videos.flatMap((v) => {
    const video = media.get(v.videoId);
    if (!video) return [];
    const thumbnail = v.thumbnailId ? media.get(v.thumbnailId) : undefined;
    return [{ video: asset(video), thumbnail: thumbnail ? asset(thumbnail) : null }];
  });
  return {
    id: r.id,
    customerId: r.customerId,
    reference: r.reference,
    name: r.name,
    title: r.title,
    message: r.message,
    description: r.description,
    type: r.type,
    numImages: images.length,
    numVideos: videos.length,
    officeIds: r.officeIds,
    images,
    sourceImages: present(r.sourceImageIds),
    videos,
    publicUrls: r.publicUrls,
    isPublished: r.isPublished,
    isCopiedResource: r.isCopiedResource,
    createdBy: { email: r.createdByEmail, displayName: r.createdByName },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every asset id a row names (to resolve a page's media in one query). */
export const assetIdsOf = (r: Pick<ResourceRow, 'imageIds' | 'sourceImageIds' | 'videos'>): string[] => [...r.imageIds, ...r.sourceImageIds, ...r.videos.flatMap((v) => [v.videoId, ...(v.thumbnailId ? [v.thumbnailId] : [])])];
