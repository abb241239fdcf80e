/**
 * `removeEventListener` of both IAB APIs: removes the listener `id` when `caller` added it (cmp-frame.ts), and says
 * whether it did. A frame that names another's listener removes nothing: it cannot silence the page's.
 */
export function ownListener(listeners: Map<number, readonly unknown[]>, id: unknown, caller: unknown): boolean {
  const l = listeners.get(id as number);
  return !!l && l[1] === caller && listeners.delete(id as number);
}
