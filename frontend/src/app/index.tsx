import { RouterProvider } from 'react-router';
import { setUnauthorisedHandler } from '../lib/api-client';
import { AppProvider } from './provider';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createUnauthorisedHandler } from './unauthorised-handler';

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
setUnauthorisedHandler(createUnauthorisedHandler(queryClient, router));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
