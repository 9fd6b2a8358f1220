import './styles/radix-themes.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydratePrerenderedPage, PRERENDERED_ATTRIBUTE } from './app/prerendered-page';
import { appStore, tokenAtom } from './stores/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (canHydratePrerenderedPage(container.getAttribute(PRERENDERED_ATTRIBUTE), window.location, Boolean(appStore.get(tokenAtom)))) {
  hydrateRoot(container, app);
} else {
  // Rendering afresh replaces whatever markup the page came with, in one commit.
  createRoot(container).render(app);
}
