import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';

const router = createRouter();

/** The product app (loaded lazily by main.tsx): the route table. */
export function App() {
  return <RouterProvider router={router} />;
}
