import { useEffect, useState } from 'react'
import type { PublicConfig } from '@/lib/config/types'
import { format } from '@/lib/i18n/format'
import { globalOf, loadScript } from '@/lib/integrations/load-script'
import { log } from '@/lib/log'
import { resourceUrl } from '@/lib/body/resource-url'
import { useThemeCycle } from '@/lib/theme/use-theme-cycle'
import { useWidgetStrings } from '@/components/site-extras/strings'

/** The id the Live2D library draws into. */
const CANVAS_ID = 'live2d-pet'
/** Narrower screens get no pet: it would cover the text, and its library and model are heavy. */
const WIDE_ENOUGH = '(min-width: 768px)'
type LoadLive2d = (canvasId: string, modelUrl: string) => void

/**
 * The Live2D pet: the library and model load from their configured addresses; until (and unless)
 * they do, nothing shows (nor on narrow screens). With WIDGET_PET_SWITCH_THEME and THEME_SWITCH, clicking it (or pressing
 * it from the keyboard) switches to the next theme.
 */
export default function Live2DPet({ config }: { config: PublicConfig }) {
  const t = useWidgetStrings()
  const { current, cycle } = useThemeCycle(config.THEME)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (window.matchMedia?.(WIDE_ENOUGH).matches === false) return
    const model = resourceUrl(config.WIDGET_PET_LINK)
    if (!model) {
      log.warn(`Live2D pet: refused the model address ${JSON.stringify(config.WIDGET_PET_LINK)}.`)
      return
    }
    let live = true
    loadScript({ src: config.WIDGET_PET_SCRIPT_URL }).then(
      () => {
        const load = globalOf<LoadLive2d>('loadlive2d')
        if (!live || typeof load !== 'function') return
        try {
          load(CANVAS_ID, model)
          setShown(true)
        } catch {
          log.warn('Live2D pet: the library could not draw the model.')
        }
      },
      () => undefined
    )
    return () => {
      live = false
    }
  }, [config.WIDGET_PET_LINK, config.WIDGET_PET_SCRIPT_URL])
  const canvas = (
    <canvas
      id={CANVAS_ID}
      width={280}
      height={250}
      aria-hidden="true"
      className="h-[180px] w-[200px]"
    />
  )
  const box = 'fixed bottom-16 left-0 z-40'
  if (!(config.WIDGET_PET_SWITCH_THEME && config.THEME_SWITCH))
    return (
      <div data-widget="live2d-pet" className={`${box} pointer-events-none`} hidden={!shown}>
        {canvas}
      </div>
    )
  const label = format(t.PET, { theme: current })
  return (
    <button
      type="button"
      data-widget="live2d-pet"
      className={box}
      hidden={!shown}
      aria-label={label}
      title={label}
      onClick={cycle}
    >
      {canvas}
    </button>
  )
}
