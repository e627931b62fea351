import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DialogProvider } from '../components/Dialogs.tsx';
import { AuthProvider } from '../lib/auth/auth.tsx';
import { buildRouteTree } from './routes.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <AuthProvider>
          <DialogProvider>{children}</DialogProvider>
        </AuthProvider>
      </SWRConfig>
    </ChakraProvider>
  );
}

const router = createBrowserRouter(buildRouteTree());

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
