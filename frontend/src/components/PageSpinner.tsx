// The spinner of a page that is loading (its code or its data).
import { Center, Spinner } from '@chakra-ui/react';

export const PageSpinner = () => (
  <Center py="20" aria-busy="true" data-testid="loading-state"><Spinner size="lg" /></Center>
);
