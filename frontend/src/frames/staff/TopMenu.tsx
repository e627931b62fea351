// The staff frame's header: the product name, and for a signed-in user the top menu (000 §2, 001 §2) and the
// account menu. The top menu is a bar on a wide screen and a drawer behind a menu button on a narrow one
// (a phone). The menus are a lazy chunk (./MenuBar.tsx): a guest never loads them, and until they arrive
// their buttons show, disabled.
import { Suspense } from 'react';
import { Box, Button, Container, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { lazyPage } from '../../app/feature.ts';
import { menuOf, visibleMenu, type MenuItem } from '../../app/menu.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { APP_NAME, APP_PATHS } from '../../constants.ts';
import { AUTH_PATHS } from '../../features/auth/paths.ts';

const TOP_MENU = menuOf('top');
const USER_MENU = menuOf('user');
const NavMenus = lazyPage(() => import('./MenuBar.tsx'), (m) => m.NavMenus);
const AccountMenu = lazyPage(() => import('./MenuBar.tsx'), (m) => m.AccountMenu);
const MenuDrawer = lazyPage(() => import('./MenuBar.tsx'), (m) => m.MenuDrawer);
/** MenuBar's WIDE, repeated so that the placeholder needs no part of the lazy chunk. */
const WIDE = 'lg';

const onDark = { variant: 'ghost', size: 'sm', color: 'white' } as const;

const Home = () => (
  <RouterLink to={APP_PATHS.home}>
    <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">{APP_NAME}</Text>
  </RouterLink>
);

/** The menus' buttons while their code loads, around the product name as the menus place it. */
const NavPlaceholder = ({ items, name }: { items: MenuItem[]; name: string }) => (
  <>
    <IconButton aria-hidden {...onDark} disabled display={{ base: 'inline-flex', [WIDE]: 'none' }}><LuMenu /></IconButton>
    <Home />
    <HStack gap="1" flex="1" aria-hidden display={{ base: 'none', [WIDE]: 'flex' }}>
      {items.map((item) => <Button key={item.label} {...onDark} disabled>{item.label}</Button>)}
    </HStack>
    <Box flex="1" display={{ base: 'block', [WIDE]: 'none' }} />
    <Button {...onDark} disabled>{name}</Button>
  </>
);

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
        <Flex h="14" align="center" gap={{ base: '2', [WIDE]: '6' }}>
          {user ? (
            <Suspense fallback={<NavPlaceholder items={items} name={user.displayName} />}>
              {items.length > 0 && <MenuDrawer items={items} />}
              <Home />
              <NavMenus items={items} />
              <Box flex="1" display={{ base: 'block', [WIDE]: 'none' }} />
              <AccountMenu user={user} items={userItems} onSignOut={() => void onSignOut()} />
            </Suspense>
          ) : (
            <>
              <Home />
              <Box flex="1" />
              {!inSignInFlow && (
                <Button asChild size="sm" colorPalette="blue">
                  <RouterLink to={AUTH_PATHS.signIn}>Sign in</RouterLink>
                </Button>
              )}
            </>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
