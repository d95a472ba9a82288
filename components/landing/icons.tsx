import type { ReactNode } from 'react'
import { StrokeIcon } from '@/components/StrokeIcon'
import type { LandingIconName } from '@/components/landing/types'

const PATHS: Record<LandingIconName, ReactNode> = {
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  layers: <path d="m12 3 9 5-9 5-9-5zm-9 9 9 5 9-5M3 16l9 5 9-5" />,
  search: <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 4 4" />,
  palette: (
    <path d="M12 3a9 9 0 1 0 0 18c1 0 2-1 1-2.5S13 15 15 15h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01" />
  ),
  globe: (
    <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
  ),
  lock: <path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4" />,
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  chart: <path d="M4 20V10m6 10V4m6 16v-7m4 7H3" />,
  code: <path d="m8 7-5 5 5 5m8-10 5 5-5 5M14 4l-4 16" />,
  mail: <path d="M3 6h18v12H3zm0 0 9 7 9-7" />,
  star: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z" />,
  check: <path d="m5 12 5 5 9-10" />
}

export const isLandingIcon = (name: string): name is LandingIconName => name in PATHS

/** One of the built-in line icons, decorative, in the current text colour. */
export function LandingIcon({ name, size = 24 }: { name: LandingIconName; size?: number }) {
  return <StrokeIcon size={size}>{PATHS[name]}</StrokeIcon>
}
