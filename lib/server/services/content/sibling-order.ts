import 'server-only';
import { ConflictError } from '../../errors';

/**
 * A new order must name every sibling exactly once (the schema refuses repeats). A list built from a stale screen (a
 * row added, moved or removed since) is refused, so a drag never drops a row from its list or brings one back.
 */
export function checkSiblingOrder(siblings: readonly { id: number }[], ids: readonly number[], staleMessage: string): void {
  const known = new Set(siblings.map((s) => s.id));
  if (siblings.length !== ids.length || ids.some((id) => !known.has(id))) throw new ConflictError(staleMessage);
}
