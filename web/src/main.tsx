import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startInterfaceLanguage } from './i18n/interface-language';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The learner's language is loaded before the first render, so no screen flashes English first.
// Should its text fail to load, the app still opens (in English, the fallback).
void startInterfaceLanguage()
  .catch(() => undefined)
  .then(() => createRoot(root).render(<App />));
