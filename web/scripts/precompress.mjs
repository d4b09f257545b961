// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the server
// sends them as they are (@fastify/static preCompressed) instead of compressing per request, or not
// at all. Runs after `vite build`; honours WEB_OUT_DIR like vite.config.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const outDir = resolve(import.meta.dirname, '..', process.env.WEB_OUT_DIR ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(outDir)) {
  const raw = readFileSync(path);
  if (raw.length < 256) continue; // Headers would outweigh the saving.
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} files in ${outDir}`);
