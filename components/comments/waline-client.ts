import { globalOf, loadScript, loadStyle } from '@/lib/integrations/load-script'

/** Waline's browser client (v2, UMD build): the comment box and the recent-comments list. */
const BASE = 'https://cdn.jsdelivr.net/npm/@waline/client@2/dist'

export interface WalineRecentComment {
  objectId: string
  nick: string
  comment: string
  url: string
  time: number
}

interface WalineGlobal {
  init: (options: Record<string, unknown>) => { destroy: () => void } | null
  RecentComments: (options: Record<string, unknown>) => Promise<{ comments: unknown }>
}

export async function waline(): Promise<WalineGlobal> {
  loadStyle(`${BASE}/waline.css`)
  await loadScript({ src: `${BASE}/waline.js` })
  const client = globalOf<WalineGlobal>('Waline')
  if (!client) throw new Error('Waline is not available')
  return client
}
