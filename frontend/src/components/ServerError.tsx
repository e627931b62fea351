// The server's problem with a form, above its fields.
import { Alert } from '@chakra-ui/react';

export const ServerError = ({ message, testId }: { message: string | null; testId?: string | undefined }) =>
  message && <Alert.Root status="error" data-testid={testId}><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>;
