// The server's problem with a form, above its fields.
import { Alert } from '@chakra-ui/react';

export const ServerError = ({ message }: { message: string | null }) =>
  message && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>;
