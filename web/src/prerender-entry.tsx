// Draws the public pages ahead, at build time (scripts/prerender.mjs; DESIGN.md §8): the same route
// table and providers as the device, rendered to HTML in one interface language. The device then
// takes the page over (main.tsx) instead of drawing it from nothing, so first paint does not wait for
// JavaScript.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes, loadScreensOf } from './app/router';
import i18next from './i18n/i18n';
import { useInterfaceLanguage } from './i18n/interface-language';
import type { InterfaceLanguage } from './i18n/languages';

/** Every text file of `language` (and English, the fallback) is added before rendering: nothing is fetched. */
export async function render(
  url: string,
  language: InterfaceLanguage,
  bundles: Record<string, Record<string, Record<string, unknown>>>,
): Promise<string> {
  for (const [bundleLanguage, namespaces] of Object.entries(bundles)) {
    for (const [ns, texts] of Object.entries(namespaces))
      i18next.addResourceBundle(bundleLanguage, ns, texts, true, true);
  }
  await i18next.changeLanguage(language);
  // The language control shows the page's language, as the device will. React reads a store's
  // initial state when drawing on the server (zustand's server snapshot), so that is set too.
  Object.assign(useInterfaceLanguage.getInitialState(), { language });
  useInterfaceLanguage.setState({ language });
  // The page's screens are loaded first, so the render below draws them, not their loading outline.
  const { pathname } = new URL(url, 'http://localhost');
  await loadScreensOf(pathname);
  return renderToString(
    <Providers>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
}
