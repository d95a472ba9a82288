import { useMemo } from 'react'
import type { NotionComponents } from 'react-notion-x'
import { withEveryRow } from '@/lib/body/every-row'
import { NotionCode } from '@/components/notion-renderer/NotionCode'
import { StaticCollection } from '@/components/notion-renderer/StaticCollection'
import { NotionEquation } from '@/components/notion-renderer/NotionEquation'
import {
  NotionRenderer,
  type NotionRendererProps
} from '@/components/notion-renderer/NotionRenderer'

// Drawn in place: a body the browser keeps (StaticBody) needs none of these parts' chunks, and a
// lazy part rendered here would list its chunk (and react-notion-x with it) among the page's
// scripts.
const DIRECT_PARTS: Partial<NotionComponents> = {
  Code: NotionCode,
  Equation: NotionEquation,
  Collection: StaticCollection
}

/**
 * The renderer as the server draws a static body (components/notion-renderer/StaticBody.tsx):
 * code, equations and databases (every view, StaticCollection, with every row) drawn in place;
 * their stylesheets come with StaticBody's style parts.
 */
export function StaticRenderer(props: NotionRendererProps) {
  const body = useMemo(() => withEveryRow(props.body), [props.body])
  return <NotionRenderer {...props} body={body} directParts={DIRECT_PARTS} />
}
