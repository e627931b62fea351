import { Avatar, Box, Button, Container, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router';
import { LuChevronDown } from 'react-icons/lu';
import { useAuth } from '../lib/auth/auth.tsx';
import { TOP_MENU, USER_MENU, visibleMenu } from '../app/menu.ts';
import { pictureUrl } from '../lib/api/urls.ts';
import { APP_NAME, ROUTES } from '../constants.ts';

export function TopMenu() {
  const { user, signOut, setUser } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inSignInFlow = /^\/(authentication|password)\//.test(pathname);
  const roles = user?.roles ?? [];
  const items = visibleMenu(TOP_MENU, roles);
  const userItems = visibleMenu(USER_MENU, roles);

  const onSignOut = async () => {
    const url = await signOut();
    if (/^https?:\/\//.test(url)) {
      window.location.assign(url);
      return;
    }
    // Go first, then forget the user: the guard of the target page then decides (e.g. / → sign-in).
    navigate(url, { replace: true });
    setUser(null);
  };

  return (
    <Box as="header" bg="gray.900" color="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl">
        <Flex h="14" align="center" gap="6">
          <RouterLink to={ROUTES.home}>
            <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">{APP_NAME}</Text>
          </RouterLink>
          {user && (
            <HStack as="nav" gap="1" flex="1" aria-label="Main">
              {items.map((item) =>
                item.children ? (
                  <Menu.Root key={item.label}>
                    <Menu.Trigger asChild>
                      <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
                        {item.label} <LuChevronDown />
                      </Button>
                    </Menu.Trigger>
                    <Portal>
                      <Menu.Positioner>
                        <Menu.Content>
                          {item.children.map((child) => (
                            <Menu.Item key={child.label} value={child.label} onSelect={() => navigate(child.to!)}>
                              {child.label}
                            </Menu.Item>
                          ))}
                        </Menu.Content>
                      </Menu.Positioner>
                    </Portal>
                  </Menu.Root>
                ) : (
                  <Button key={item.label} asChild variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
                    <NavLink to={item.to!}>{item.label}</NavLink>
                  </Button>
                ),
              )}
            </HStack>
          )}
          {!user && <Box flex="1" />}
          {user ? (
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Account menu">
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
                    {userItems.map((item) => (
                      <Menu.Item key={item.label} value={item.label} onSelect={() => navigate(item.to!)}>{item.label}</Menu.Item>
                    ))}
                    {userItems.length > 0 && <Menu.Separator />}
                    <Menu.Item value="signout" onSelect={onSignOut}>Sign out</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : inSignInFlow ? null : (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={ROUTES.signIn}>Sign in</RouterLink>
            </Button>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
