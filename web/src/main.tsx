import './styles/radix-themes.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDeferredStylesheets, canHydratePrerenderedPage, PRERENDERED_ATTRIBUTE } from './app/prerendered-page';
import { appStore, tokenAtom } from './stores/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

applyDeferredStylesheets(document);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (
  canHydratePrerenderedPage(
    container.getAttribute(PRERENDERED_ATTRIBUTE),
    window.location,
    Boolean(appStore.get(tokenAtom)),
  )
) {
  hydrateRoot(container, app);
} else {
  // A page prerendered for a visitor, opened by someone signed in or with a query: its markup goes now,
  // while this script runs, so nothing of the visitor's page is left to click before the app has drawn.
  container.replaceChildren();
  createRoot(container).render(app);
}
