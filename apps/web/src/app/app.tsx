import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

/** The product app (loaded lazily by main.tsx): the route table. */
export function App() {
  return <RouterProvider router={router} />;
}
