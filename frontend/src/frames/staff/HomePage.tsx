// The staff frame's home page: a card for each menu entry the user may open, and the first account-menu entry.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth.tsx';
import { menuOf, visibleMenu, type MenuItem } from '../../app/menu.ts';

const TOP_MENU = menuOf('top');
const USER_MENU = menuOf('user');
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? flatten(i.children) : [i]));

export function HomePage() {
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const links = flatten(visibleMenu([...TOP_MENU, ...USER_MENU.slice(0, 1)], roles));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading size="2xl">Welcome{user ? `, ${user.displayName}` : ''}</Heading>
        <Text color="fg.muted">AdOps back-office for property advertising.</Text>
      </Stack>
      {links.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {links.map((l) => (
            <RouterLink key={l.label} to={l.to!}>
              <Card.Root _hover={{ shadow: 'md' }} h="full">
                <Card.Body><Heading size="md">{l.label}</Heading></Card.Body>
              </Card.Root>
            </RouterLink>
          ))}
        </SimpleGrid>
      ) : (
        <Text>There is nothing here for your roles yet.</Text>
      )}
    </Stack>
  );
}
