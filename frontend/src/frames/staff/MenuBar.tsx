// The signed-in user's menus: the top menu's entries (dropdowns and links) in the bar, the same entries in a
// drawer behind a menu button on narrow screens (a phone has no room for the bar), and the account menu. A
// chunk of its own (Chakra's Menu, Drawer and their positioning), loaded once someone is signed in; TopMenu
// shows its placeholder until then.
import { useState } from 'react';
import { Avatar, Box, Button, CloseButton, Drawer, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { NavLink, useNavigate } from 'react-router';
import { LuChevronDown, LuMenu } from 'react-icons/lu';
import { APP_NAME } from '../../constants.ts';
import type { User } from '../../lib/api/generated/identity.ts';
import { pictureUrl } from '../../lib/api/urls.ts';
import type { MenuItem } from '../../app/menu.ts';

const onDark = { variant: 'ghost', size: 'sm', color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

/** Below this breakpoint the top menu is a drawer (TopMenu hides the bar, this hides the drawer's button). */
export const WIDE = 'lg';

export function NavMenus({ items }: { items: MenuItem[] }) {
  const navigate = useNavigate();
  return (
    <HStack as="nav" gap="1" flex="1" aria-label="Main" display={{ base: 'none', [WIDE]: 'flex' }}>
      {items.map((item) =>
        item.children ? (
          <Menu.Root key={item.label}>
            <Menu.Trigger asChild>
              <Button {...onDark}>{item.label} <LuChevronDown /></Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {item.children.map((child) => (
                    <Menu.Item key={child.label} value={child.label} onSelect={() => navigate(child.to!)}>{child.label}</Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : (
          <Button key={item.label} asChild {...onDark}><NavLink to={item.to!}>{item.label}</NavLink></Button>
        ),
      )}
    </HStack>
  );
}

/** The top menu on a narrow screen: a menu button opening a drawer with every entry, dropdowns as groups. */
export function MenuDrawer({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const link = (item: MenuItem) => (
    <Button key={item.label} asChild variant="ghost" justifyContent="flex-start" w="full">
      <NavLink to={item.to!} onClick={() => setOpen(false)}>{item.label}</NavLink>
    </Button>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open the menu" {...onDark} display={{ base: 'inline-flex', [WIDE]: 'none' }}><LuMenu /></IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header><Drawer.Title>{APP_NAME}</Drawer.Title></Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu" gap="4">
                {items.map((item) => (item.children ? (
                  <Stack key={item.label} gap="1" role="group" aria-label={item.label}>
                    <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="4">{item.label}</Text>
                    {item.children.map(link)}
                  </Stack>
                ) : link(item)))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label="Close the menu" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function AccountMenu({ user, items, onSignOut }: { user: User; items: MenuItem[]; onSignOut(): void }) {
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button {...onDark} aria-label="Account menu">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={user.displayName} />
            {user.hasPicture && <Avatar.Image src={pictureUrl(user.id)} />}
          </Avatar.Root>
          <Text display={{ base: 'none', md: 'block' }}>{user.displayName}</Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Box px="2" py="1.5">
              <Text fontSize="xs" color="fg.muted">{user.email}</Text>
            </Box>
            <Menu.Separator />
            {items.map((item) => (
              <Menu.Item key={item.label} value={item.label} onSelect={() => navigate(item.to!)}>{item.label}</Menu.Item>
            ))}
            {items.length > 0 && <Menu.Separator />}
            <Menu.Item value="signout" onSelect={onSignOut}>Sign out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
