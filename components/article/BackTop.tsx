import { Link } from '@/components/Link'
import { useMessages } from '@/lib/i18n/use-messages'

export interface BackTopProps {
  /** POST_BACK_PATH: where Back goes. */
  backPath: string
  className?: string
}

/** The article footer's Back link and smooth Top button. */
export function BackTop({ backPath, className = '' }: BackTopProps) {
  const t = useMessages()
  return (
    <div className={`flex justify-between text-sm ${className}`}>
      <Link href={backPath || '/'} className="hover:underline">
        ← {t.COMMON.BACK}
      </Link>
      <button
        type="button"
        className="hover:underline"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        ↑ {t.COMMON.TOP}
      </button>
    </div>
  )
}
