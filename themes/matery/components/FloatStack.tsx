import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { Post } from '@/lib/content/types'
import { useMateryConfig } from '@/themes/matery/config'
import { FLOAT_BUTTON } from '@/themes/matery/components/styles'

/** The floating group bottom-right: dark mode, the jump to comments on articles, back to top. */
export function FloatStack({ post }: { post: Post | null }) {
  const config = useMateryConfig()
  return (
    <FloatingActions
      post={post}
      darkMode={config.MATERY_WIDGET_DARK_MODE}
      top={config.MATERY_WIDGET_TO_TOP}
      comments={config.MATERY_WIDGET_TO_COMMENT}
      threshold={200}
      classes={{ button: FLOAT_BUTTON }}
    />
  )
}
