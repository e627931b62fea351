// Choose an image (gif, jpeg or png), crop it in a dialog, and upload the crop as a PNG.
// While uploading: 'Uploading cropped image...'; on failure: 'Error while uploading cropped image'.
import { useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Avatar, Box, Button, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import { useSetMyPicture, useSetUserPicture, type User } from '../../lib/api/generated/identity.ts';
import { pictureUrl } from '../../lib/api/urls.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { problemMessage } from '../../lib/api/problem.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';
import { IMAGE_TYPES } from '../../constants.ts';
import { PICTURE_CROP_ASPECT, PICTURE_MAX_BYTES } from './constants.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { cropToPng } from './cropImage.ts';

/** Uploads a PNG as the picture of the signed-in user ('me') or of a user; the answer is the user. */
function useUpload(target: 'me' | string) {
  const setMyPicture = useSetMyPicture();
  const setUserPicture = useSetUserPicture();
  return (blob: Blob) => {
    const init = {
      body: blob as unknown as string,
      bodySerializer: (b: unknown) => b as BodyInit,
      headers: { 'Content-Type': 'image/png' },
    };
    return target === 'me' ? setMyPicture(init) : setUserPicture({ ...init, params: { path: { userId: target } } });
  };
}

export function PictureUpload({ user, target }: { user: User; target: 'me' | string }) {
  const dialogs = useDialogs();
  const { setUser } = useAuth();
  const upload = useUpload(target);
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [version, setVersion] = useState(0);
  // A picture chosen and cropped but not saved yet is an edit like any other.
  useUnsavedChanges(() => src !== null);
  useEffect(() => () => { if (src) URL.revokeObjectURL(src); }, [src]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      dialogs.error({ title: SETTINGS_MESSAGES.cropUploadError, message: 'Please choose a gif, jpeg or png image.' });
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSrc(URL.createObjectURL(file));
  };
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const save = async () => {
    if (!src || !area) return;
    const done = dialogs.progress(SETTINGS_MESSAGES.cropUploading);
    try {
      const blob = await cropToPng(src, area);
      if (blob.size > PICTURE_MAX_BYTES) throw new Error('The image is larger than 2 MB.');
      const { data, error } = await upload(blob);
      if (!data) throw new Error(problemMessage(error));
      setSrc(null);
      // The picture is cached by the browser for a minute; refresh that copy before showing it again.
      await fetch(pictureUrl(user.id), { cache: 'reload', credentials: 'same-origin' }).catch(() => undefined);
      setVersion((v) => v + 1);
      // The signed-in user is the auth context's; another user's cache is the mutation's.
      if (target === 'me') setUser(data);
      dialogs.success('The picture has been updated.');
    } catch (e) {
      dialogs.error({ title: SETTINGS_MESSAGES.cropUploadError, message: e instanceof Error ? e.message : undefined, ok: true });
    } finally {
      done();
    }
  };

  return (
    <Stack gap="4" align="start">
      <HStack gap="5">
        <Avatar.Root size="2xl" key={version}>
          <Avatar.Fallback name={user.displayName} />
          {(user.hasPicture || version > 0) && <Avatar.Image src={pictureUrl(user.id)} />}
        </Avatar.Root>
        <Stack gap="1">
          <Button onClick={() => input.current?.click()} colorPalette="blue"><LuUpload /> Upload a picture</Button>
          <Text fontSize="xs" color="fg.muted">A gif, jpeg or png. You can crop it before it is saved.</Text>
        </Stack>
      </HStack>
      <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden data-testid="picture-input"
        onChange={(e) => { onFile(e.target.files?.[0]); e.target.value = ''; }} />
      <ModalDialog open={!!src} onClose={() => setSrc(null)} size="lg" title="Crop your picture" footer={(
        <>
          <Button variant="outline" onClick={() => setSrc(null)}>Cancel</Button>
          <Button colorPalette="blue" onClick={() => void save()} disabled={!area}>Save picture</Button>
        </>
      )}>
        <Box position="relative" h="80" bg="gray.800" borderRadius="md" overflow="hidden">
          {src && <Cropper image={src} crop={crop} zoom={zoom} aspect={PICTURE_CROP_ASPECT} cropShape="round"
            onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={onCropComplete} />}
        </Box>
        <Slider.Root mt="4" min={1} max={3} step={0.05} value={[zoom]} onValueChange={(e) => setZoom(e.value[0] ?? 1)} aria-label={['Zoom']}>
          <Slider.Label>Zoom</Slider.Label>
          <Slider.Control><Slider.Track><Slider.Range /></Slider.Track><Slider.Thumbs /></Slider.Control>
        </Slider.Root>
      </ModalDialog>
    </Stack>
  );
}
