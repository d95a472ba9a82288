import { useEffect } from 'react'
import { gameManifest, type GameManifestInput } from '@/lib/content/game-manifest'

/**
 * Links a game page to its own web-app manifest while it is mounted, so the game installs as an
 * app (a blob: URL: no file per game has to exist on a server or in an export), and unlinks it
 * after.
 */
export function useGameManifest({ title, href, icon }: Omit<GameManifestInput, 'origin'>): void {
  useEffect(() => {
    const manifest = gameManifest({ title, href, icon, origin: window.location.origin })
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' })
    )
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = url
    link.dataset.gameManifest = ''
    document.head.appendChild(link)
    return () => {
      link.remove()
      URL.revokeObjectURL(url)
    }
  }, [title, href, icon])
}
