import type { ReactNode } from 'react'
import { useRouteLoading } from '@/components/use-route-loading'

export interface RouteTransitionProps {
  children: ReactNode
  className?: string
  /** Classes while a route loads; default: faded and moved down 16 units. */
  loadingClassName?: string
}

/**
 * Fades its content out while the next page loads, back in when it arrives. At rest it has no
 * transform, so fixed-position descendants stay fixed to the viewport.
 */
export function RouteTransition({
  children,
  className = '',
  loadingClassName = 'opacity-0 translate-y-4'
}: RouteTransitionProps) {
  const loading = useRouteLoading()
  return (
    <div
      aria-busy={loading}
      data-loading={loading}
      className={`transition duration-300 ease-out ${loading ? loadingClassName : 'opacity-100'} ${className}`}
    >
      {children}
    </div>
  )
}
