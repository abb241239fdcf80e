/** @jsxImportSource react */
import { renderToString } from 'react-dom/server';
import { expect, expectTypeOf, it } from 'vitest';
import type { ConsentState as RuntimeState } from '../../../src/runtime/signals/events.ts';
import { ConsentGate, ConsentProvider, type ConsentState } from '../src/index.js';

it('renders the fallback on the server, where there is no window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <ConsentProvider uuid="0b6f2c5e-8c1a-4f7e-9d3b-2a4c6e8f0a1b">
      <ConsentGate category="analytics" fallback={<p>placeholder</p>}>
        <p>chart</p>
      </ConsentGate>
    </ConsentProvider>,
  );
  expect(html).toBe('<p>placeholder</p>');
});

it("keeps the package's decision type the runtime's", () => {
  expectTypeOf<ConsentState>().toEqualTypeOf<RuntimeState>();
});
