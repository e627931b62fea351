import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '../constants.ts';

function ErrorPage({ code, heading, text }: { code: string; heading: string; text: string }) {
  return (
    <Stack align="center" textAlign="center" py="20" gap="4" data-testid={`error-page-${code}`}>
      <Text fontSize="6xl" fontWeight="bold" color="gray.300">{code}</Text>
      <Heading size="xl">{heading}</Heading>
      <Text color="fg.muted" maxW="md">{text}</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to={ROUTES.home}>Go to home</RouterLink>
      </Button>
    </Stack>
  );
}

export const NotFoundPage = () => (
  <ErrorPage code="404" heading="Page not found" text="The page you are looking for does not exist or has moved." />
);
export const BadRequestPage = () => (
  <ErrorPage code="400" heading="Bad request" text="The request could not be understood. Please check the address and try again." />
);
export const ForbiddenPage = () => (
  <ErrorPage code="403" heading="Forbidden" text="You do not have permission to view this page." />
);
