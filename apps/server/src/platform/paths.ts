import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module to the
 * package.json named @portal/server. From source this module sits in src/platform; compiled, it is
 * inlined into dist/server.js (decision 018). Files the server reads at run time (SQL migrations,
 * images, the sandbox gateway's page assets) are addressed from here, so both agree.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside apps/server, e.g. serverPath('public/catalog'). */
export const serverPath = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@portal/server')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/server (package @portal/server) not found above ${from}`);
  }
}
