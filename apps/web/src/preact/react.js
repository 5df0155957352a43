/* global queueMicrotask, document */
// JavaScript, not TypeScript: it re-exports preact/compat whole (`export *`), which TypeScript refuses for a
// module typed with `export =`. The app itself is typed against React's types (decision 036).
import { createElement, options } from 'preact';
import { use as clientUse, useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine imports for `keepMounted` transitions, tabs and collapses. Hidden
 * content stays mounted (its state kept) but is not displayed, as React does; the wrapper is `display:
 * contents` so a visible one changes no layout. The portal never asks for `keepMounted`, so this draws
 * only where a component's default does.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * React 19's `use`, which Mantine reads every context with. Preact's reads the provider from state only the
 * browser renderer keeps; the server's string renderer (preact-render-to-string) resolves contexts through
 * `useContext` and draws each component once, so reading a context there as a hook is safe.
 */
function serverUse(resource) {
  return typeof resource.then === 'function' ? clientUse(resource) : useContext(resource);
}
export const use = typeof document === 'undefined' ? serverUse : clientUse;

/**
 * React's controlled inputs: after an event, an input whose `checked` or `value` prop the handler left as it
 * was shows that prop again, not what was typed or ticked. Preact only writes the prop when it draws again,
 * so a refused change (a fourth bill ticked, a fourth decimal typed) would otherwise stay on the screen
 * while the state says otherwise. The restore runs as a microtask, after any redraw the handler queued.
 */
const drawnProps = new WeakMap();
const isControlled = (vnode) =>
  (vnode.type === 'input' || vnode.type === 'textarea') && (vnode.props.checked !== undefined || vnode.props.value != null);
// Not `click`: a checkbox fires `change` after its click handlers, and must still be ticked when it does.
const HANDLER = /^on(change|input)(capture)?$/i;

function restoreDrawnProps(dom) {
  const props = drawnProps.get(dom);
  if (!props) return;
  if (props.checked !== undefined && dom.checked !== Boolean(props.checked)) dom.checked = Boolean(props.checked);
  if (props.value != null && dom.value !== String(props.value)) dom.value = String(props.value);
}

const normalize = options.vnode;
options.vnode = (vnode) => {
  if (normalize) normalize(vnode);
  if (typeof vnode.type !== 'string' || !isControlled(vnode)) return;
  for (const name of Object.keys(vnode.props)) {
    const handler = vnode.props[name];
    if (typeof handler !== 'function' || !HANDLER.test(name)) continue;
    vnode.props[name] = function restoring(event) {
      const dom = event.currentTarget;
      try {
        return handler.apply(this, arguments);
      } finally {
        queueMicrotask(() => restoreDrawnProps(dom));
      }
    };
  }
};

// Preact's name for a vnode's DOM node (`_dom`, mangled to `__e` in its published build).
const diffed = options.diffed;
options.diffed = (vnode) => {
  if (typeof vnode.type === 'string' && vnode.__e) {
    if (isControlled(vnode)) drawnProps.set(vnode.__e, vnode.props);
    else drawnProps.delete(vnode.__e);
  }
  if (diffed) diffed(vnode);
};
