import { useSimpleConfig } from '@/themes/simple/config'

/** The black tip bar over the masthead (SIMPLE_TOP_BAR): plain text, nothing when empty. */
export function TopBar() {
  const config = useSimpleConfig()
  const text = config.SIMPLE_TOP_BAR_CONTENT.trim()
  if (!config.SIMPLE_TOP_BAR || !text) return null
  return (
    <div
      data-simple-top-bar=""
      className="bg-black px-4 py-2 text-center text-sm whitespace-pre-line text-white"
    >
      {text}
    </div>
  )
}
