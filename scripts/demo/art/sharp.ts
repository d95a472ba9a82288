/** sharp, from the maintainers' tools (scripts/lib/tools.ts): only the demo's pictures need it. */
import type Sharp from 'sharp'
import { importTool } from '../../lib/tools'

export async function loadSharp(): Promise<typeof Sharp> {
  return (await importTool<{ default: typeof Sharp }>('sharp')).default
}
