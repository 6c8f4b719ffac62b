import { AppToaster, theme } from '@app/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/queryClient';
import { RealtimeContext } from '../lib/realtime-context';
import { createTrpcClient, trpc } from '../lib/trpc';
import { createRealtime, type Realtime } from '../lib/ws';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own; the app makes one each. */
  queryClient?: QueryClient;
  realtime?: Realtime;
  /** 'test' turns off Mantine's transitions and jsdom-unfriendly positioning. */
  mantineEnv?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, realtime, mantineEnv }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  const [socket] = useState(() => realtime ?? createRealtime());
  return (
    <trpc.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} env={mantineEnv}>
          <RealtimeContext value={socket}>
            <AppToaster />
            {children}
          </RealtimeContext>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
