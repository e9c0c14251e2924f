import 'server-only';

/** Builds a parent/child tree from flat rows already in display order. */
export function buildTree<R extends { id: number; parentId: number | null }, N extends { childs: N[] }>(
  rows: readonly R[],
  toNode: (row: R) => N,
): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(row.id, toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.childs : roots).push(node);
  }
  return roots;
}
