// Defined at build time by web/locale-files.ts.
/** Where the interface text files are served: /locales/<content id>/. */
declare const __LOCALE_BASE__: string;
/** For each language, the namespaces that exist as a file to fetch. */
declare const __LOCALE_FILES__: Record<string, string[] | undefined>;
