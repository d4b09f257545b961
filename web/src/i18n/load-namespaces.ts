import i18next from './i18n';
import { lazyNamespaces, type LazyNamespace } from './resources';

/** Loads screen namespaces before the screen renders (route loaders call this). */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18next.hasResourceBundle('en', ns)) return;
      const bundle = await lazyNamespaces[ns]();
      i18next.addResourceBundle('en', ns, bundle.default, true, true);
    }),
  );
}

export const loadAllNamespaces = () => loadNamespaces(...(Object.keys(lazyNamespaces) as LazyNamespace[]));
