import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { Providers } from './providers';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
