// The resources tab's help dialog (003 §2 "open a help video dialog"; shown unless the dashboard's controls
// disable help, 003 §6). The spec names the dialog, not its video: no help video ships with the product, so the
// dialog walks through the same steps in words (docs/decisions.md).
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { RESOURCES_TAB_MESSAGES as M } from './messages.ts';

const STEPS = [
  'Create a resource: give it a name, and the title, message, description and landing URL its ads show.',
  'Upload images on the image tab and crop each one to the shape of the ad; more than one image makes a carousel. Upload a video on the video tab for a video ad.',
  'Choose the offices whose users see it, keep it published, and save. Save and copy starts a copy of it; Save and order goes straight to ordering it.',
  'On this tab, tick up to 10 published resources and press Order to order one campaign for them.',
];

export function HelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title={M.helpTitle} testId="resource-help-dialog" size="lg"
      footer={<Button onClick={onClose}>Close</Button>}>
      <Stack gap="3">
        <Text>Resources are your marketing pieces beyond listings: open days, brand campaigns, recruitment and more.</Text>
        <List.Root as="ol" gap="2" ps="5">
          {STEPS.map((step) => <List.Item key={step}>{step}</List.Item>)}
        </List.Root>
      </Stack>
    </ModalDialog>
  );
}
