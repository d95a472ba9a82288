import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

/** True from a route change's start until it completes or fails (the global `onLoading`). */
export function useRouteLoading(): boolean {
  const { events } = useRouter()
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const on = () => setLoading(true)
    const off = () => setLoading(false)
    events.on('routeChangeStart', on)
    events.on('routeChangeComplete', off)
    events.on('routeChangeError', off)
    return () => {
      events.off('routeChangeStart', on)
      events.off('routeChangeComplete', off)
      events.off('routeChangeError', off)
    }
  }, [events])
  return loading
}
