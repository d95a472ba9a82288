import { useId, useState, type KeyboardEvent } from 'react'
import { StrokeIcon } from '@/components/StrokeIcon'
import { WECHAT_GLYPH } from '@/components/widgets/contact-glyphs'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `button` replaces the button's classes (BUTTON); `popover` replaces the popover's placement
 * (centred over the button: POPOVER_PLACE), e.g. `left-0 translate-x-0` to align it to the
 * button's left; the other slots add to their part's classes.
 */
export type WechatQrSlots = ClassSlots<'button' | 'popover' | 'image' | 'link'>

const BUTTON = 'flex h-9 w-9 items-center justify-center rounded-full'
const POPOVER_PLACE = 'left-1/2 -translate-x-1/2'

/**
 * A WeChat button whose QR code opens above it on hover, focus or click; Escape or leaving
 * closes it. Only the image (fetched on first opening) and the account link, when set: no script.
 */
export function WechatQr(props: {
  image: string
  href: string | null
  iconSize: number
  classes?: WechatQrSlots
}) {
  const t = useMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  const { classes = {} } = props
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    e.preventDefault()
    setOpen(false)
  }
  return (
    <div
      className="relative"
      data-part="wechat"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        aria-label={t.POST.WECHAT_QR}
        title={t.POST.WECHAT_QR}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onFocus={() => setOpen(true)}
        data-part="wechat-button"
        className={classes.button ?? BUTTON}
      >
        <StrokeIcon size={props.iconSize}>{WECHAT_GLYPH}</StrokeIcon>
      </button>
      <div
        id={id}
        hidden={!open}
        data-part="wechat-popover"
        className={cn(
          'absolute bottom-full z-40 mb-2 w-32 rounded-md bg-white p-2 text-center text-xs text-neutral-800 shadow-xl',
          classes.popover ?? POPOVER_PLACE
        )}
      >
        {open && (
          // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
          <img
            src={props.image}
            alt={t.POST.WECHAT_QR}
            width={112}
            height={112}
            className={cn('h-28 w-28', classes.image)}
          />
        )}
        {props.href && (
          <a
            href={props.href}
            target="_blank"
            rel="noreferrer me"
            className={cn('mt-1 block underline', classes.link)}
          >
            {t.POST.SHARE_WECHAT}
          </a>
        )}
      </div>
    </div>
  )
}
