import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { liveConnection } from '@/lib/live-socket';
import { AppProvider } from './provider';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider liveConnection={liveConnection}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
