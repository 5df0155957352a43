import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';

/**
 * A download's file on this machine. The browser is the worker's, connected to (support/browser.ts), so
 * its own copy has no local path: saveAs copies it here, under the name the page suggested.
 */
export async function savedDownload(download: Download | Promise<Download>): Promise<string> {
  const file = await download;
  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-download-')), file.suggestedFilename());
  await file.saveAs(target);
  return target;
}
