// Crop an image of the campaign (002 §2 "crop image" dialog, §9 presets and boundaries): the viewport's aspect
// ratio is one of the presets, the crop area's size follows the screen (220–520 px). Save cuts the image in the
// browser and uploads it as an asset of the listing it came from (uploadListingAsset); the campaign then uses the
// cropped image in the original's place. A failure shows 003 §5's 'Error while saving cropped image.'. A screen
// whose images belong to no listing (the resource edit screen: the customer's library) hands its own `upload`.
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import type { CampaignImage } from '../../../lib/api/generated/order.ts';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { uploadListingMedia } from '../../listings/listingUploads.ts';
import { CROP_ASPECT_PRESETS, cropBoundaryPx, cropToFile, DEFAULT_CROP_ASPECT } from './crop.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

function useScreenWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export function CropDialog({ image, listingId, onClose, onCropped, upload, onUploading }: {
  /** The image being cropped; null when the dialog is closed. */
  image: CampaignImage | null;
  /** The listing the cropped image is stored with. */
  listingId: string | undefined;
  onClose(): void;
  onCropped(image: CampaignImage): void;
  /** Stores the cropped file instead of the listing's upload (e.g. in the customer's library). */
  upload?(file: File, onProgress: (percent: number) => void): Promise<CampaignImage>;
  /** Told when the cropped image's upload starts and ends (a form keeps Save disabled meanwhile, 003 §5). */
  onUploading?(uploading: boolean): void;
}) {
  const [aspect, setAspect] = useState(DEFAULT_CROP_ASPECT);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const boundary = cropBoundaryPx(useScreenWidth());
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const close = () => { setCrop({ x: 0, y: 0 }); setZoom(1); setError(null); setSaving(null); onClose(); };

  const save = async () => {
    if (!image || !area || (!listingId && !upload)) return;
    setError(null);
    setSaving(0);
    onUploading?.(true);
    try {
      const file = await cropToFile(image.url, area, 'cropped.jpg');
      if (upload) {
        onCropped(await upload(file, setSaving));
      } else {
        const media = await uploadListingMedia(listingId!, file, setSaving);
        onCropped({ url: media.url, ...(media.assetId ? { id: media.assetId } : {}) });
      }
      close();
    } catch (e) {
      setError(e instanceof Error && e.message ? `${SETTINGS_MESSAGES.cropFailed} ${e.message}` : SETTINGS_MESSAGES.cropFailed);
      setSaving(null);
    } finally {
      onUploading?.(false);
    }
  };

  return (
    <ModalDialog open={!!image} onClose={() => { if (saving === null) close(); }} size="lg" testId="crop-dialog" title="Crop image"
      closeDisabled={saving !== null} footer={(
        <>
          <Button variant="outline" onClick={close} disabled={saving !== null}>Cancel</Button>
          <Button colorPalette="blue" onClick={() => void save()} disabled={!area || (!listingId && !upload)} loading={saving !== null}>Save crop</Button>
        </>
      )}>
      <Stack gap="3" align="center">
        <HStack gap="1" wrap="wrap" role="group" aria-label="Aspect ratio">
          {CROP_ASPECT_PRESETS.map((ratio) => (
            <Button key={ratio} size="xs" variant={ratio === aspect ? 'solid' : 'outline'} aria-pressed={ratio === aspect} onClick={() => setAspect(ratio)}>
              {ratio.toFixed(2)}
            </Button>
          ))}
        </HStack>
        <Box position="relative" w={`${boundary}px`} h={`${boundary}px`} maxW="full" bg="gray.800" borderRadius="md" overflow="hidden">
          {image && <Cropper image={image.url} crop={crop} zoom={zoom} aspect={aspect} mediaProps={{ crossOrigin: 'anonymous' }}
            onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={onCropComplete} />}
        </Box>
        <Slider.Root w="full" maxW={`${boundary}px`} min={1} max={3} step={0.05} value={[zoom]} onValueChange={(e) => setZoom(e.value[0] ?? 1)} aria-label={['Zoom']}>
          <Slider.Label>Zoom</Slider.Label>
          <Slider.Control><Slider.Track><Slider.Range /></Slider.Track><Slider.Thumbs /></Slider.Control>
        </Slider.Root>
        {saving !== null && <Text fontSize="sm">{SETTINGS_MESSAGES.cropUploading} {saving}%</Text>}
        {!listingId && !upload && <Text fontSize="sm" color="fg.muted">Only images of a listing can be cropped.</Text>}
        {error && <Text fontSize="sm" color="fg.error" role="alert">{error}</Text>}
      </Stack>
    </ModalDialog>
  );
}
