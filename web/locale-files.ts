// Interface text files (src/i18n/locales/<language>/<namespace>.json) are served as plain JSON under
// one content-addressed folder, /locales/<id>/, instead of one JavaScript chunk each. The start-up
// code then carries only the list of files that exist (a few hundred bytes) rather than a loader
// function and hashed chunk name per file (2.2 KB gzip, DESIGN.md §8 budget). The id changes when any
// text changes, so the files can be cached for ever and the service worker precaches them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** English text the entry bundles (resources.ts): never fetched. */
const BUNDLED_ENGLISH = new Set(['common', 'screens']);

interface LocaleFile {
  language: string;
  namespace: string;
  path: string;
}

function localeFiles(localesDir: string): LocaleFile[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(join(localesDir, language.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({
          language: language.name,
          namespace: name.slice(0, -'.json'.length),
          path: join(localesDir, language.name, name),
        })),
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Which namespaces each language has as a file to fetch (fr has only a few; English's shell is bundled). */
function fetchable(files: LocaleFile[]): Record<string, string[]> {
  const byLanguage: Record<string, string[]> = {};
  for (const file of files) {
    if (file.language === 'en' && BUNDLED_ENGLISH.has(file.namespace)) continue;
    (byLanguage[file.language] ??= []).push(file.namespace);
  }
  return byLanguage;
}

function contentId(files: LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(file.path.slice(file.path.lastIndexOf('locales'))).update(readFileSync(file.path));
  return hash.digest('hex').slice(0, 10);
}

export function localeFilesPlugin(localesDir: string): Plugin {
  const files = localeFiles(localesDir);
  const id = contentId(files);
  const base = `/locales/${id}/`;
  return {
    name: 'civics-locale-files',
    config: () => ({
      define: { __LOCALE_BASE__: JSON.stringify(base), __LOCALE_FILES__: JSON.stringify(fetchable(files)) },
    }),
    configureServer(server) {
      // Development: the files are read from the source folder on every request (edits show at once).
      server.middlewares.use((request, response, next) => {
        const match = request.url?.startsWith(base)
          ? /^([\w-]+)\/(\w+)\.json$/.exec(request.url.slice(base.length))
          : null;
        const file =
          match && files.find((candidate) => candidate.language === match[1] && candidate.namespace === match[2]);
        if (!file) return next();
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(file.path));
      });
    },
    generateBundle() {
      for (const file of files) {
        if (file.language === 'en' && BUNDLED_ENGLISH.has(file.namespace)) continue;
        // Re-serialised without indentation: what the browser parses, nothing more.
        const source = JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${file.language}/${file.namespace}.json`, source });
      }
    },
  };
}
