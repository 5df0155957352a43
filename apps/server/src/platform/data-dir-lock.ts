import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite's folder may be opened by one process only; a second one would corrupt it. A lock file
 * holding our pid refuses a second process and is taken over when its owner is gone.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'portal.lock');
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${owner}. Stop it or set another DATA_DIR.`);
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
