import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreensOf } from './app/router';
import i18next from './i18n/i18n';
import { startInterfaceLanguage } from './i18n/interface-language';
import './index.css';
import { applyTextSize } from './lib/text-size';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The learner's text size before the first paint, so nothing jumps.
applyTextSize();
// The learner's language is loaded before the first render, so no screen flashes English first.
// Should its text fail to load, the app still opens (in English, the fallback).
void startInterfaceLanguage()
  .catch(() => undefined)
  .then(async () => {
    // The screen's code (and its words) first, so the first render is the finished screen, with no
    // loading outline of React's own in between: the page shown until then stays.
    await loadScreensOf(window.location.pathname).catch(() => undefined);
    // A public page the server drew ahead in this language (scripts/prerender.mjs) shows at once;
    // React takes it over as it is. In another language, it is drawn anew.
    if (root.dataset.prerendered === i18next.language) hydrateRoot(root, <App />);
    // React clears what is there (the loading outline of index.html) when its first screen is ready.
    else createRoot(root).render(<App />);
  });
