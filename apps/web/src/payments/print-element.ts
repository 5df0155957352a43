// Hides what only makes sense on screen, and keeps the receipt on one clean page.
const PRINT_CSS = `
  @page { margin: 16mm; }
  body { margin: 0; padding: 0; background: #fff; color: #000; }
  [data-print-hide] { display: none !important; }
  [data-print-only] { display: block !important; }
  * { box-shadow: none !important; }
`;

/**
 * Prints one element of the page (spec 02 §2 receipt: "opens the receipt content in a new window with
 * the page styles and prints it"). A hidden same-origin iframe takes a copy of our style sheets and the
 * element; we call print() on it from here, so no inline script is needed (our CSP allows none) and no
 * popup blocker gets in the way.
 */
export function printElement(element: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  const root = document.documentElement;
  doc.open();
  doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  for (const attr of Array.from(root.attributes)) doc.documentElement.setAttribute(attr.name, attr.value);
  doc.title = title;
  const styles = Array.from(document.querySelectorAll('style, link[rel="stylesheet"]')).map((node) => node.cloneNode(true) as HTMLElement);
  styles.forEach((node) => doc.head.appendChild(node));
  const own = doc.createElement('style');
  own.textContent = PRINT_CSS;
  doc.head.appendChild(own);
  doc.body.appendChild(doc.importNode(element, true));

  const links = styles.filter((n) => n.tagName === 'LINK');
  const loaded = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => resolve());
      }),
  );
  const cleanup = () => window.setTimeout(() => frame.remove(), 1000);
  void Promise.race([Promise.all(loaded), new Promise((r) => window.setTimeout(r, 1500))]).then(() => {
    win.addEventListener('afterprint', cleanup, { once: true });
    win.focus();
    win.print();
    // Some browsers never fire afterprint for a frame; do not leave it behind for long.
    window.setTimeout(() => frame.remove(), 60_000);
  });
}
