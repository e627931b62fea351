import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { APP_PATHS } from '../constants.ts';

/** A status (404, 403 …) with what it means and a way on: the error pages, and the not-found state of a page's data. */
export function StatusState({ code, heading, text, action = { to: APP_PATHS.home, label: 'Go to home' }, testId = `error-page-${code}` }: {
  code: string; heading: string; text: string; action?: { to: string; label: string } | undefined; testId?: string;
}) {
  return (
    <Stack align="center" textAlign="center" py="20" gap="4" data-testid={testId}>
      <Text fontSize="6xl" fontWeight="bold" color="gray.300">{code}</Text>
      <Heading size="xl">{heading}</Heading>
      <Text color="fg.muted" maxW="md">{text}</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Button>
    </Stack>
  );
}

const ErrorPage = (props: { code: string; heading: string; text: string }) => <StatusState {...props} />;

export const NotFoundPage = () => (
  <ErrorPage code="404" heading="Page not found" text="The page you are looking for does not exist or has moved." />
);
export const BadRequestPage = () => (
  <ErrorPage code="400" heading="Bad request" text="The request could not be understood. Please check the address and try again." />
);
export const ForbiddenPage = () => (
  <ErrorPage code="403" heading="Forbidden" text="You do not have permission to view this page." />
);
