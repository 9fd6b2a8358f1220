import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * The whole app. In the browser the router follows the address bar; the build's prerender passes the
 * `location` it renders, so the server markup and the browser's first render come from the same tree.
 */
export function App({ location }: { location?: string }) {
  return (
    <AppProvider>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
    </AppProvider>
  );
}
