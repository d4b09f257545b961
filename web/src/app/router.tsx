import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes-table';

export const router = createBrowserRouter(routes);
