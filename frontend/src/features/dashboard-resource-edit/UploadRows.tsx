// The rows of the files being uploaded to the library (000 §4 flags: processValue, successUpload,
// errorUploadLoad), a failed one with its reason and a way to dismiss it.
import { CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { UPLOAD_COLOURS, uploadStateOf } from '../../lib/api/uploads.ts';
import type { LibraryUpload } from './useLibraryUploads.ts';

export function UploadRows({ items, onDismiss }: { items: readonly LibraryUpload[]; onDismiss(id: string): void }) {
  return (
    <>
      {items.map((item) => {
        const state = uploadStateOf(item);
        const label = state === 'uploading' ? `${item.processValue} %` : state;
        return (
          <Stack key={item.id} gap="0" data-testid="library-upload" data-state={state}>
            <HStack gap="3">
              <Text fontSize="sm" w="48" truncate>{item.name}</Text>
              <Progress.Root value={item.processValue} max={100} size="sm" flex="1" colorPalette={UPLOAD_COLOURS[state]}>
                <Progress.Track><Progress.Range /></Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" w="20" color={item.errorUploadLoad ? 'fg.error' : undefined}>{label}</Text>
              {item.errorUploadLoad && <CloseButton size="xs" aria-label={`Dismiss ${item.name}`} onClick={() => onDismiss(item.id)} />}
            </HStack>
            {item.error && <Text fontSize="xs" color="fg.error" role="alert">{item.error}</Text>}
          </Stack>
        );
      })}
    </>
  );
}
