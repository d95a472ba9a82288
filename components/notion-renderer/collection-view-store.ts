/**
 * The view a visitor chose for a database block, kept in localStorage under the block's id in
 * the shape react-notion-x keeps it there, so a choice made before carries over.
 */
export function storedView(blockId: string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(blockId) ?? 'null') as {
      collectionViewId?: unknown
    } | null
    return typeof stored?.collectionViewId === 'string' ? stored.collectionViewId : null
  } catch {
    // Storage blocked or its value not ours.
    return null
  }
}

export function rememberView(blockId: string, viewId: string): void {
  try {
    localStorage.setItem(blockId, JSON.stringify({ collectionViewId: viewId }))
  } catch {
    // Storage blocked: the choice holds for this page view.
  }
}
