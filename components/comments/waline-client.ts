import { globalOf, loadScript, loadStyle } from '@/lib/integrations/load-script'
import { WALINE_CLIENT_DIR } from '@/lib/integrations/waline-cdn'

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
  loadStyle(`${WALINE_CLIENT_DIR}waline.css`)
  await loadScript({ src: `${WALINE_CLIENT_DIR}waline.js` })
  const client = globalOf<WalineGlobal>('Waline')
  if (!client) throw new Error('Waline is not available')
  return client
}
