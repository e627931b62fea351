// The staff back-office's layout: the top menu over the page container.
import { Box, Container } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { TopMenu } from './TopMenu.tsx';

export function StaffLayout() {
  return (
    <Box minH="100vh" bg="bg.muted">
      <TopMenu />
      <Container as="main" maxW="7xl" py="8">
        <Outlet />
      </Container>
    </Box>
  );
}
