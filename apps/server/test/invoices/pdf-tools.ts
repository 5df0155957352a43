import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** A temp folder for the PDFs and PNGs a test writes; remove() at the end. */
export function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  return {
    dir,
    write: (name: string, data: Buffer) => {
      const path = join(dir, name);
      writeFileSync(path, data);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Bidi embedding marks pdftotext puts around right-to-left and numeric runs; a reader never sees them. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text poppler extracts (what a reader gets by copying), with its bidi marks removed. */
export function pdfToText(path: string, layout = false): string {
  const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', path, '-'];
  return execFileSync('pdftotext', args, { encoding: 'utf8' }).replace(BIDI_MARKS, '');
}

export function pageCount(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Renders page 1 to PNG (pdftoppm -png -r 60), as one looks at it; returns the PNG's path. */
export function pageToPng(path: string): string {
  const base = path.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path, base]);
  return `${base}.png`;
}

/** Every FlateDecode stream of a PDF, inflated (content streams, ToUnicode maps). */
export function inflatedStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = text.indexOf('endstream', m.index);
    try {
      out.push(inflateSync(pdf.subarray(m.index + m[0].length, end)).toString('latin1'));
    } catch {
      // not a Flate stream
    }
  }
  return out;
}

export const isPng = (path: string) => readFileSync(path).subarray(1, 4).toString() === 'PNG';
