// The dashboard's help (shown unless the dashboard's controls.enableHelp is false): what each part of the
// dashboard is for and whom to ask. The texts are ours; the spec names the help switch only.
import { CloseButton, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';

export function HelpDrawer({ open, onClose, contactLabel }: { open: boolean; onClose(): void; contactLabel: string }) {
  const sections = [
    { title: 'Ordering a campaign', text: 'Choose listings on the listings tab (up to 10) and press Order, or open Order in the menu. Pick a type, a duration and a price, then the settings of each ad, and confirm with a payment type.' },
    { title: 'Orders', text: 'The orders tab lists your orders with their status, the amount, a link to pay an order still waiting for payment and, once a campaign runs, its report.' },
    { title: 'Overview and campaigns', text: 'The overview shows your campaigns\' results as charts over a date range; the campaigns tab lists each campaign with its figures.' },
    { title: 'Settings', text: `Settings holds your profile, password and picture; the ${contactLabel} page shows the ${contactLabel.toLowerCase()} your account belongs to.` },
    { title: 'Need a hand?', text: `Contact your ${contactLabel.toLowerCase()} or our support team; we are happy to help.` },
  ];
  return (
    <Drawer.Root open={open} onOpenChange={(e) => { if (!e.open) onClose(); }} placement="end" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="dashboard-help-drawer">
            <Drawer.Header><Drawer.Title>Help</Drawer.Title></Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {sections.map((s) => (
                  <Stack key={s.title} gap="1">
                    <Heading size="sm">{s.title}</Heading>
                    <Text fontSize="sm" color="fg.muted">{s.text}</Text>
                  </Stack>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label="Close help" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
