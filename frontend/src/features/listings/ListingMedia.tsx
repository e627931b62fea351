// A listing's images or videos (the form's `images` / `videos`): the list with thumbnails, remove, add by
// web address, and upload when the page passes an `upload` function (the asset API's uploadListingAsset,
// POST /api/listings/{listingId}/assets, in ./listingUploads.ts; the page wires it, this component only calls
// it per file and tells the page when a batch is done, `onUploaded`, so the page reloads the listing the
// server appended the assets to). Without `upload` (a listing not saved yet) it says uploads come after saving.
// At most 10 of each (000 §5): adding beyond that adds nothing and says 'Too Many Images' / 'Only 10
// Images allow for the listing'. Each file being uploaded shows its progress with the spec's item flags
// (000 §4: processValue in percent, successUpload, errorUploadLoad); a failed file does not stop the others.
import { useRef, useState } from 'react';
import { Box, Button, Fieldset, HStack, IconButton, Image, Input, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { useController, useFormContext } from 'react-hook-form';
import type { Media } from '../../lib/api/generated/listing.ts';
import { UPLOAD_COLOURS, uploadStateOf, type UploadFlags } from '../../lib/api/uploads.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFieldError } from '../../components/form/fields.tsx';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../constants.ts';
import { MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING } from './constants.ts';
import { LISTING_MESSAGES } from './messages.ts';

/** Uploads one file, reporting its progress in percent, and answers the stored media (its url and thumbnail). */
export type UploadMedia = (file: File, onProgress: (percent: number) => void) => Promise<Media>;

/** A file being uploaded, with the spec's flags (000 §4). */
export interface UploadItem extends UploadFlags { name: string }

/** A file's row: its own labels ('50 %', 'uploaded', 'failed', also its data-state), the shared state and colours. */
function UploadRow({ item }: { item: UploadItem }) {
  const shared = uploadStateOf(item);
  const state = shared === 'uploading' ? `${item.processValue} %` : shared;
  return (
    <Stack gap="0" data-testid="upload-item" data-state={state}>
      <HStack gap="3">
        <Text fontSize="sm" w="48" truncate>{item.name}</Text>
        <Progress.Root value={item.processValue} max={100} size="sm" flex="1" colorPalette={UPLOAD_COLOURS[shared]}>
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" w="20" color={item.errorUploadLoad ? 'fg.error' : undefined}>{state}</Text>
      </HStack>
      {item.error && <Text fontSize="xs" color="fg.error" role="alert">{item.error}</Text>}
    </Stack>
  );
}

/** How many of `adding` fit beside `current` items, within the limit. */
export const fitsLimit = (current: number, adding: number, limit: number) => current + adding <= limit;

/**
 * The app's Content-Security-Policy allows images from itself and from the asset storage's origin only:
 * an uploaded asset's media (it has an assetId) or a same-origin address is drawn; another web address
 * (a store feed's picture) shows as its label rather than a refused image.
 */
const drawable = (media: Media, url: string) => {
  if (media.assetId) return true;
  try {
    return new URL(url, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
};

/** The captions of uploaded media: their asset's id → the file name it was uploaded as. */
export type MediaCaptions = ReadonlyMap<string, string>;

/**
 * What a media item is called under its tile: an uploaded one by its asset's file name (its url ends in
 * the storage's own name, e.g. 'original.png'), else, or while the assets are not known, the url's last segment.
 */
export const mediaCaption = (media: Media, captions?: MediaCaptions): string =>
  (media.assetId ? captions?.get(media.assetId) : undefined) ?? media.url.split('/').pop() ?? media.url;

function MediaTile({ media, kind, index, caption, onRemove }: { media: Media; kind: 'images' | 'videos'; index: number; caption: string; onRemove(): void }) {
  const label = `${kind === 'images' ? 'Image' : 'Video'} ${index + 1}`;
  const preview = kind === 'images' ? media.thumbnail ?? media.url : media.thumbnail;
  // One that does not load shows its label instead of a broken image.
  const [failed, setFailed] = useState<string>();
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="2" data-testid={`${kind}-${index}`}>
      {preview && drawable(media, preview) && failed !== preview
        ? <Image src={preview} alt={label} h="24" w="full" objectFit="cover" rounded="sm" onError={() => setFailed(preview)} />
        : <Box h="24" bg="bg.muted" rounded="sm" display="flex" alignItems="center" justifyContent="center"><Text fontSize="xs">{label}</Text></Box>}
      <HStack justify="space-between">
        <Link href={media.url} target="_blank" rel="noreferrer" fontSize="xs" truncate maxW="32">{caption}</Link>
        <IconButton aria-label={`Remove ${label.toLowerCase()}`} size="xs" variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
      </HStack>
    </Stack>
  );
}

export function ListingMedia({ name, upload, onUploaded, captions }: { name: 'images' | 'videos'; upload?: UploadMedia; onUploaded?(): void; captions?: MediaCaptions }) {
  const { field } = useController({ name });
  const { getValues } = useFormContext();
  const error = useFieldError(name);
  const dialogs = useDialogs();
  const [address, setAddress] = useState('');
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const uploading = uploads.some((u) => !u.successUpload && !u.errorUploadLoad);
  const files = useRef<HTMLInputElement>(null);
  const items: Media[] = field.value ?? [];
  const limit = name === 'images' ? MAX_IMAGES_PER_LISTING : MAX_VIDEOS_PER_LISTING;
  const noun = name === 'images' ? 'image' : 'video';

  /** False, with the spec's dialog, when `adding` more would pass the limit. */
  const roomFor = (adding: number) => {
    if (fitsLimit(items.length, adding, limit)) return true;
    dialogs.error({ title: LISTING_MESSAGES.tooManyImagesTitle, message: LISTING_MESSAGES.tooManyImages });
    return false;
  };
  const addAddress = () => {
    const url = address.trim();
    if (!url || !roomFor(1)) return;
    field.onChange([...items, { url }]);
    setAddress('');
  };
  const uploadFiles = async (chosen: File[]) => {
    if (!upload || !chosen.length || !roomFor(chosen.length)) return;
    const update = (i: number, change: Partial<UploadItem>) => setUploads((all) => all.map((u, j) => (j === i ? { ...u, ...change } : u)));
    setUploads(chosen.map((f) => ({ name: f.name, processValue: 0, successUpload: false, errorUploadLoad: false })));
    const added: Media[] = [];
    for (const [i, file] of chosen.entries()) {
      try {
        added.push(await upload(file, (percent) => update(i, { processValue: Math.round(percent) })));
        update(i, { processValue: 100, successUpload: true });
      } catch (error) {
        update(i, { errorUploadLoad: true, error: (error as Error).message });
      }
    }
    // The field as it is now (an item may have been removed while the files went), with the uploaded ones.
    if (added.length) {
      field.onChange([...((getValues(name) as Media[] | undefined) ?? []), ...added]);
      onUploaded?.();
    }
    if (added.length < chosen.length) dialogs.error(LISTING_MESSAGES.uploadsFailed(chosen.length - added.length, chosen.length, name));
  };

  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{name === 'images' ? 'Images' : 'Videos'} ({items.length} of {limit})</Fieldset.Legend>
      <Stack gap="3">
        {items.length > 0 && (
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
            {items.map((m, i) => <MediaTile key={`${m.url}-${i}`} media={m} kind={name} index={i} caption={mediaCaption(m, captions)} onRemove={() => field.onChange(items.filter((_, j) => j !== i))} />)}
          </SimpleGrid>
        )}
        <HStack>
          <Input aria-label={`${noun} web address`} placeholder={`https://… (${noun} web address)`} value={address} type="url" maxLength={2000}
            onChange={(e) => setAddress(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addAddress(); } }} />
          <Button size="sm" variant="outline" onClick={addAddress}><LuPlus /> Add {noun}</Button>
          {upload && (
            <>
              <input ref={files} type="file" multiple hidden aria-label={`Upload ${name}`} data-testid={`upload-${name}`}
                accept={(name === 'images' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS).map((e) => `.${e}`).join(',')}
                onChange={(e) => { void uploadFiles([...(e.currentTarget.files ?? [])]); e.currentTarget.value = ''; }} />
              <Button size="sm" variant="outline" loading={uploading} onClick={() => files.current?.click()}><LuUpload /> Upload {name}</Button>
            </>
          )}
        </HStack>
        {!upload && <Text fontSize="sm" color="fg.muted" data-testid={`${name}-upload-later`}>Files can be uploaded once the listing is saved; until then add {name} by web address.</Text>}
        {uploads.map((u, i) => <UploadRow key={`${u.name}-${i}`} item={u} />)}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
