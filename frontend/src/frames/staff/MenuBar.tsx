// The signed-in user's menus: the top menu's entries (dropdowns and links) and the account menu. A chunk of
// its own (Chakra's Menu and its positioning), loaded once someone is signed in; TopMenu shows its
// placeholder until then.
import { Avatar, Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { NavLink, useNavigate } from 'react-router';
import { LuChevronDown } from 'react-icons/lu';
import type { User } from '../../lib/api/generated/identity.ts';
import { pictureUrl } from '../../lib/api/urls.ts';
import type { MenuItem } from '../../app/menu.ts';

const onDark = { variant: 'ghost', size: 'sm', color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

export function NavMenus({ items }: { items: MenuItem[] }) {
  const navigate = useNavigate();
  return (
    <HStack as="nav" gap="1" flex="1" aria-label="Main">
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
