import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BACKOFFICE_BASENAME, createRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const router = createBrowserRouter(createRoutes(), { basename: BACKOFFICE_BASENAME });
createRoot(container).render(<RouterProvider router={router} />);
