// Stands in for `preact/jsx-runtime` in the chunk's build (build/build.mjs
// aliases it): the compiled JSX calls these bindings, which point at the main
// bundle's runtime once the chunk has registered, so the chunk ships no Preact.
import type { JsxRuntime } from '../ui/chunk-contract.ts';

export let jsx: JsxRuntime['jsx'];
export let Fragment: JsxRuntime['Fragment'];
export { jsx as jsxs };

export function bindJsx(rt: JsxRuntime): void {
  jsx = rt.jsx;
  Fragment = rt.Fragment;
}
