// The bare frame: a page without the staff frame's top menu and page container, e.g. the payment page another
// page embeds in a frame (003 §2).
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import type { FrameDefinition } from '../../app/feature.ts';

declare module '../../app/feature.ts' {
  interface FrameNames {
    bare: true;
  }
}

function BareLayout() {
  return (
    <Box minH="100vh">
      <Outlet />
    </Box>
  );
}

export const frame: FrameDefinition = { name: 'bare', layout: BareLayout };
