// The resource edit screen's form (003 §2 "Edit resource screen", §3–§5, §8), for create, edit and a copy: name,
// title, message, description, landing URL (publicUrls LANDING_URL), offices and published; the image and video
// tabs (the tab and the number of images choose the campaign type the preview shows, 003 §4) and the preview.
// The five save actions are disabled unless the form is valid and changed, offices are chosen, no cropped image
// is uploading and an image or video is present (./resourceValues.ts saveBlockers, listed under the buttons so
// the user sees why). A save with an upload still running or failed says 'Some Image is not uploaded...' / 'Some
// Video is not upload...'; with no media, 'A resource must contain some images or videos.' in the order flow's
// 'Oops!' dialog; any other refusal shows the server's message (in a dialog, above the form and at its field).
// Each save toasts 'Resource saved'; what follows is the page's (./saveActions.ts).
import { useRef, useState, type ReactNode } from 'react';
import { Button, Card, Fieldset, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { Path } from 'react-hook-form';
import { useCreateResource, useUpdateResource, type Asset, type Resource } from '../../lib/api/generated/listing.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { fieldOfProblemPath, splitProblem } from '../../lib/forms/problemFields.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxesField, SwitchField, TextField } from '../../components/form/fields.tsx';
import { useOops } from '../dashboard-order/useOops.tsx';
import { campaignTemplateOf, type MediaTab } from './campaignTemplate.ts';
import { RESOURCE_EDIT_MESSAGES as M } from './messages.ts';
import { ResourceImages } from './ResourceImages.tsx';
import { resourceAssetOf } from './resourceMedia.ts';
import { ResourcePreview } from './ResourcePreview.tsx';
import { ResourceVideos } from './ResourceVideos.tsx';
import { checkResource, hasMedia, resourceBody, saveBlockers, type ResourceValues } from './resourceValues.ts';
import { SAVE_ACTION_LABELS, type SaveAction } from './saveActions.ts';
import { useLibraryUploads } from './useLibraryUploads.ts';

/** The form field of each body property a refusal may name. */
const FIELD_OF_BODY: Record<string, Path<ResourceValues>> = {
  name: 'name', title: 'title', message: 'message', description: 'description', officeIds: 'officeIds', publicUrls: 'landingUrl',
};

const refusal = (detail: string) => ({ title: 'Bad Request', status: 400, detail });

export interface ResourceFormProps {
  /** The resource being edited; none for a new one or a copy. */
  resource?: Resource;
  /** What the form starts with (a new resource's, a saved one's, a copy's). */
  initial: ResourceValues;
  /** What counts as unchanged: the saved resource, or an empty new one (so a copy can be saved as it is). */
  baseline: ResourceValues;
  /** The form holds a copy not saved yet (003 §4: saved as a new resource, marked copied). */
  copied?: boolean;
  customerId: string;
  corporate: boolean;
  offices: readonly { id: string; name?: string }[];
  /** The actions offered: Save and new and Save and copy create resources; Save and order needs ordering (003 §6). */
  actions: readonly SaveAction[];
  onSaved(resource: Resource, action: SaveAction, values: ResourceValues, created: boolean): void;
  cancel?: ReactNode;
}

export function ResourceForm({ resource, initial, baseline: startBaseline, copied = false, customerId, corporate, offices, actions, onSaved, cancel }: ResourceFormProps) {
  const dialogs = useDialogs();
  const oops = useOops();
  const createResource = useCreateResource();
  const updateResource = useUpdateResource();
  const [saved, setSaved] = useState<Resource | undefined>(resource);
  const [baseline, setBaseline] = useState(startBaseline);
  const [cropUploading, setCropUploading] = useState(false);
  const [tab, setTab] = useState<MediaTab>(initial.videos.length && !initial.images.length ? 'videos' : 'images');
  const action = useRef<SaveAction>('save');

  const form = useApiForm<ResourceValues, Resource>({
    defaultValues: initial,
    validate: checkResource,
    save: async (v) => {
      if (imageUploads.unfinished) return { error: refusal(M.someImageNotUploaded) };
      if (videoUploads.unfinished) return { error: refusal(M.someVideoNotUploaded) };
      if (!hasMedia(v)) return { error: refusal(M.needsMedia) };
      return saved
        ? updateResource({ params: { path: { resourceId: saved.id } }, body: resourceBody(v) })
        : createResource({ body: resourceBody(v, { customerId, copied }) });
    },
    refused: (answer, show) => {
      const message = problemMessage(answer.error);
      show(message);
      const { atFields } = splitProblem(answer.error, (path) => {
        const field = fieldOfProblemPath(path);
        return field && field in FIELD_OF_BODY ? FIELD_OF_BODY[field] : undefined;
      });
      for (const [field, text] of Object.entries(atFields)) form.setError(field as Path<ResourceValues>, { type: 'server', message: text });
      // 003 §5: the missing media is the order flow's 'Oops!'; any other refusal the server's message (003 §8).
      if (message === M.needsMedia) oops([message]);
      else dialogs.error({ title: M.saveTitle, message });
    },
    saved: (r, values) => {
      const created = !saved;
      setSaved(r);
      setBaseline(values);
      dialogs.success(M.saved);
      onSaved(r, action.current, values, created);
    },
  });
  const addAsset = (field: 'images' | 'videos') => (asset: Asset) => {
    const stored = resourceAssetOf(asset);
    if (field === 'images') form.setValue('images', [...form.getValues('images'), { image: stored, source: stored }], { shouldDirty: true });
    else form.setValue('videos', [...form.getValues('videos'), { video: stored, thumbnail: null }], { shouldDirty: true });
  };
  const imageUploads = useLibraryUploads(customerId, addAsset('images'));
  const videoUploads = useLibraryUploads(customerId, addAsset('videos'));

  const values = form.watch();
  const blockers = saveBlockers({ values, baseline, corporate, cropUploading });
  const template = campaignTemplateOf(tab, values.images.length, values.videos.length);
  const press = (a: SaveAction) => {
    action.current = a;
    void form.submit();
  };
  const officeOptions = offices.map((o) => ({ value: o.id, label: o.name ?? o.id }));

  return (
    <Form form={form} gap="6" errorTestId="resource-save-error">
      <FormField label="Reference">
        <Text py="1" data-testid="resource-reference">{saved ? saved.reference : copied ? M.newReference : 'Given when the resource is first saved.'}</Text>
      </FormField>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <TextField name="name" label="Name" required maxLength={300} />
          <TextField name="title" label="Title" maxLength={300} />
          <TextField name="message" label="Message" multiline rows={3} maxLength={2000} />
          <TextField name="description" label="Description" multiline rows={4} maxLength={2000} />
          <TextField name="landingUrl" label="Landing URL" type="url" maxLength={2000} helper="Where the ad leads." />
          <CheckboxesField name="officeIds" legend="Offices" options={officeOptions} inputName={(id) => `office-${id}`}>
            <Text fontSize="sm" color="fg.muted">{corporate ? 'Choose the offices whose users see the resource.' : 'None chosen: all your offices.'}</Text>
          </CheckboxesField>
          <SwitchField name="isPublished" label="Published (only published resources can be ordered)" />
        </Stack>
        <Stack gap="4">
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">Media</Fieldset.Legend>
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as MediaTab)} variant="enclosed">
              <Tabs.List>
                <Tabs.Trigger value="images">Images ({values.images.length})</Tabs.Trigger>
                <Tabs.Trigger value="videos">Videos ({values.videos.length})</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="images"><ResourceImages customerId={customerId} uploads={imageUploads} onCropUploading={setCropUploading} /></Tabs.Content>
              <Tabs.Content value="videos"><ResourceVideos uploads={videoUploads} /></Tabs.Content>
            </Tabs.Root>
          </Fieldset.Root>
          <ResourcePreview template={template} />
        </Stack>
      </SimpleGrid>
      <Card.Root variant="subtle">
        <Card.Body gap="2">
          <HStack gap="2" wrap="wrap">
            {actions.map((a) => (
              <Button key={a} type="button" colorPalette={a === 'save' ? 'blue' : undefined} variant={a === 'save' ? 'solid' : 'outline'}
                disabled={blockers.length > 0 || form.busy} loading={form.busy && action.current === a} onClick={() => press(a)}>
                {SAVE_ACTION_LABELS[a]}
              </Button>
            ))}
            {cancel}
          </HStack>
          {blockers.length > 0 && (
            <Text fontSize="sm" color="fg.muted" data-testid="save-blockers">Save is not possible yet: {blockers.join(' ')}</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Form>
  );
}
