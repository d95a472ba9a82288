/** The DOM id of a heading block: its id without dashes (as react-notion-x writes it). */
export const anchorId = (blockId: string): string => blockId.replace(/-/g, '')

/** Scroll to an in-page anchor (a heading id, dashed or not); false when it is not on the page. */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id) ?? document.getElementById(anchorId(id))
  target?.scrollIntoView({ behavior, block: 'start' })
  return target !== null
}
