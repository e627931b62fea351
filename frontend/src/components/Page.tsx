import type { ReactNode } from 'react';
import { Box, Card, Heading, HStack, Stack } from '@chakra-ui/react';

/** A staff page: heading, optional actions, content. */
export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="2xl">{title}</Heading>
        {actions && <HStack>{actions}</HStack>}
      </HStack>
      {children}
    </Stack>
  );
}

/** A centred card for the sign-in flows. */
export function AuthCard({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Box display="flex" justifyContent="center" py={{ base: '6', md: '16' }}>
      <Card.Root w="full" maxW="md" variant="elevated">
        <Card.Header>
          <Heading size="xl">{title}</Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer justifyContent="center" flexDirection="column" gap="2">{footer}</Card.Footer>}
      </Card.Root>
    </Box>
  );
}

/** A form card for staff pages. */
export function FormCard({ children, maxW = 'xl' }: { children: ReactNode; maxW?: string }) {
  return (
    <Card.Root maxW={maxW} w="full">
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
