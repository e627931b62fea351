// A listing's images or videos (the form's `images` / `videos`): the list with thumbnails, remove, add by
// web address, and files chosen for upload when the listing is saved already (`canUpload`). A chosen file
// joins the form's pending changes like any other edit: its tile shows it (a picture drawn from the file
// itself) marked 'Not saved yet', and it is uploaded with Save (ListingForm, through the asset API's
// uploadListingAsset), never at once; leaving without saving stores nothing. Without `canUpload` (a listing
// not saved yet) it says files come after the first save. At most 10 of each (000 §5), chosen files
// included: adding beyond that adds nothing and says 'Too Many Images' / 'Only 10 Images allow for the
// listing'. Each chosen file has a row with the spec's item flags (000 §4: processValue in percent,
// successUpload, errorUploadLoad), waiting until Save, then its progress; a failed file shows why and does
// not stop the others.
import { useRef, useState } from 'react';
import { Box, Button, Fieldset, HStack, IconButton, Image, Input, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { useController } from 'react-hook-form';
import type { Media } from '../../lib/api/generated/listing.ts';
import { UPLOAD_COLOURS, uploadStateOf, type UploadFlags } from '../../lib/api/uploads.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFieldError } from '../../components/form/fields.tsx';
import { useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../constants.ts';
import { MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING } from './constants.ts';
import { LISTING_MESSAGES } from './messages.ts';
import { isPending, type FormMedia, type PendingMedia } from './listingValues.ts';

/** Uploads one file, reporting its progress in percent, and answers the stored media (its url and thumbnail). */
export type UploadMedia = (file: File, onProgress: (percent: number) => void) => Promise<Media>;

/** A file being uploaded, with the spec's flags (000 §4). */
export interface UploadItem extends UploadFlags { name: string }
/** The progress of the chosen files by their pendingId, from the last Save. */
export type UploadProgress = ReadonlyMap<string, UploadItem>;

/**
 * A file's row: its own labels ('waiting', '50 %', 'uploaded', 'failed', also its data-state), the shared
 * state and colours. A file not sent yet (no progress) is waiting for Save.
 */
function UploadRow({ item, waiting = false }: { item: UploadItem; waiting?: boolean }) {
  const shared = uploadStateOf(item);
  const state = waiting ? 'waiting' : shared === 'uploading' ? `${item.processValue} %` : shared;
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
const drawable = (media: FormMedia, url: string) => {
  if (isPending(media) || (media as Media).assetId) return true;
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
export const mediaCaption = (media: FormMedia, captions?: MediaCaptions): string => {
  if (isPending(media)) return media.file.name;
  return (media.assetId ? captions?.get(media.assetId) : undefined) ?? media.url.split('/').pop() ?? media.url;
};

function MediaTile({ media, kind, index, caption, onRemove }: { media: FormMedia; kind: 'images' | 'videos'; index: number; caption: string; onRemove(): void }) {
  const label = `${kind === 'images' ? 'Image' : 'Video'} ${index + 1}`;
  const pending = isPending(media);
  // A chosen file is drawn from itself (a blob: address the page made); a stored one from its thumbnail.
  const preview = kind === 'images' ? (pending ? media.url : media.thumbnail ?? media.url) : pending ? undefined : media.thumbnail;
  // One that does not load shows its label instead of a broken image.
  const [failed, setFailed] = useState<string>();
  return (
    <Stack gap="1" borderWidth="1px" borderStyle={pending ? 'dashed' : undefined} rounded="md" p="2" data-testid={`${kind}-${index}`} data-pending={pending || undefined}>
      {preview && drawable(media, preview) && failed !== preview
        ? <Image src={preview} alt={label} h="24" w="full" objectFit="cover" rounded="sm" onError={() => setFailed(preview)} />
        : <Box h="24" bg="bg.muted" rounded="sm" display="flex" alignItems="center" justifyContent="center"><Text fontSize="xs">{label}</Text></Box>}
      <HStack justify="space-between">
        {pending
          ? <Text fontSize="xs" truncate maxW="32" title={caption}>{caption}</Text>
          : <Link href={media.url} target="_blank" rel="noreferrer" fontSize="xs" truncate maxW="32">{caption}</Link>}
        <IconButton aria-label={`Remove ${label.toLowerCase()}`} size="xs" variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
      </HStack>
      {pending && <Text fontSize="xs" color="fg.warning" data-testid="not-saved-yet">{LISTING_MESSAGES.notSavedYet}</Text>}
    </Stack>
  );
}

let pendingIds = 0;
/** A chosen file as a pending item of the form. */
export const pendingOf = (file: File): PendingMedia => ({ url: URL.createObjectURL(file), pendingId: `pending-${++pendingIds}`, file });
const waitingRow = (m: PendingMedia): UploadItem => ({ name: m.file.name, processValue: 0, successUpload: false, errorUploadLoad: false });

export function ListingMedia({ name, canUpload = false, progress, captions }: {
  name: 'images' | 'videos';
  /** Whether files may be chosen (the listing is saved; they are uploaded with the next Save). */
  canUpload?: boolean;
  /** The progress of this field's chosen files from the last Save. */
  progress?: UploadProgress;
  captions?: MediaCaptions;
}) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const dialogs = useDialogs();
  const [address, setAddress] = useState('');
  // An address typed but not added yet is outside the form's values: it counts as a change on its own.
  useUnsavedChanges(() => address.trim() !== '');
  const files = useRef<HTMLInputElement>(null);
  const items: FormMedia[] = field.value ?? [];
  const limit = name === 'images' ? MAX_IMAGES_PER_LISTING : MAX_VIDEOS_PER_LISTING;
  const noun = name === 'images' ? 'image' : 'video';
  const chosen = items.filter(isPending);
  // Rows: the files of the last Save that uploaded (stored media now) or are still chosen (a failed one, with
  // its reason, until it is removed), then those waiting for a Save.
  const rows = [
    ...[...(progress ?? [])].filter(([id, item]) => item.successUpload || chosen.some((m) => m.pendingId === id)).map(([id, item]) => ({ id, item, waiting: false })),
    ...chosen.filter((m) => !progress?.has(m.pendingId)).map((m) => ({ id: m.pendingId, item: waitingRow(m), waiting: true })),
  ];

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
  const choose = (files: File[]) => {
    if (!files.length || !roomFor(files.length)) return;
    field.onChange([...items, ...files.map(pendingOf)]);
  };
  const remove = (index: number) => {
    const item = items[index];
    if (item && isPending(item)) URL.revokeObjectURL(item.url);
    field.onChange(items.filter((_, j) => j !== index));
  };

  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{name === 'images' ? 'Images' : 'Videos'} ({items.length} of {limit})</Fieldset.Legend>
      <Stack gap="3">
        {items.length > 0 && (
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
            {items.map((m, i) => <MediaTile key={isPending(m) ? m.pendingId : `${m.url}-${i}`} media={m} kind={name} index={i} caption={mediaCaption(m, captions)} onRemove={() => remove(i)} />)}
          </SimpleGrid>
        )}
        <HStack wrap="wrap">
          <Input flex="1" minW="48" aria-label={`${noun} web address`} placeholder={`https://… (${noun} web address)`} value={address} type="url" maxLength={2000}
            onChange={(e) => setAddress(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addAddress(); } }} />
          <Button size="sm" variant="outline" onClick={addAddress}><LuPlus /> Add {noun}</Button>
          {canUpload && (
            <>
              <input ref={files} type="file" multiple hidden aria-label={`Upload ${name}`} data-testid={`upload-${name}`}
                accept={(name === 'images' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS).map((e) => `.${e}`).join(',')}
                onChange={(e) => { choose([...(e.currentTarget.files ?? [])]); e.currentTarget.value = ''; }} />
              <Button size="sm" variant="outline" onClick={() => files.current?.click()}><LuUpload /> Upload {name}</Button>
            </>
          )}
        </HStack>
        {!canUpload && <Text fontSize="sm" color="fg.muted" data-testid={`${name}-upload-later`}>Files can be uploaded once the listing is saved; until then add {name} by web address.</Text>}
        {rows.map((r) => <UploadRow key={r.id} item={r.item} waiting={r.waiting} />)}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
