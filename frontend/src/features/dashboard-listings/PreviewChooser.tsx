// A listing row's Preview (002 §4 generatePreview): a small menu of the IMAGE templates the user may render
// (listCreativeTemplates answers a dashboard user only the published ones open to their customer), read when the
// menu first opens so that a page of rows asks nothing until someone wants a preview; choosing one queues the
// listing's preview from it. With none the menu says so.
import { useState } from 'react';
import { Box, Button, Menu, Portal, Spinner, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { useListCreativeTemplates } from '../../lib/api/generated/creative.ts';
import type { Listing } from '../../lib/api/generated/listing.ts';
import { LISTINGS_TAB_MESSAGES } from './messages.ts';

/** The most a page of templates holds (listCreativeTemplates pageSizes); a customer has far fewer IMAGE templates. */
const TEMPLATES_SHOWN = 100;

export function PreviewChooser({ listing, onChoose }: {
  listing: Pick<Listing, 'id' | 'title'>;
  onChoose(creativeTemplateId: string): Promise<unknown>;
}) {
  const [opened, setOpened] = useState(false);
  const [starting, setStarting] = useState(false);
  const templates = useListCreativeTemplates(opened ? { params: { query: { renderType: 'IMAGE', sort: 'name', limit: TEMPLATES_SHOWN } } } : null,
    { revalidateOnFocus: false });
  const choose = async (id: string) => {
    setStarting(true);
    await onChoose(id).finally(() => setStarting(false));
  };
  const items = templates.data?.items;
  return (
    <Box display="inline-block" onClick={(e) => e.stopPropagation()}>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => { if (e.open) setOpened(true); }}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="ghost" colorPalette="blue" loading={starting} aria-label={`Make a preview of ${listing.title}`}>
            <LuImage /> Preview
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48" aria-label={`Templates for a preview of ${listing.title}`}>
              {items?.map((t) => <Menu.Item key={t.id} value={t.id} onClick={() => void choose(t.id)}>{t.name}</Menu.Item>)}
              {!items && !templates.error && <Box px="2" py="1.5"><Spinner size="xs" aria-label="Loading templates" /></Box>}
              {templates.error && <Note>{LISTINGS_TAB_MESSAGES.templatesNotLoaded}</Note>}
              {items && !items.length && <Note>{LISTINGS_TAB_MESSAGES.noPreviewTemplate}</Note>}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}

const Note = ({ children }: { children: string }) => <Text px="2" py="1.5" fontSize="sm" color="fg.muted" role="status">{children}</Text>;
