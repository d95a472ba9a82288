import { ConfigLink } from '@/components/ConfigLink'
import { AboutMedia } from '@/components/landing/AboutMedia'
import { configParagraphs } from '@/lib/landing/config-paragraphs'
import { configText } from '@/lib/landing/config-text'
import { linkAttrs } from '@/lib/body/safe-url'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface AboutStat {
  /** What is counted ("Years"). */
  key: string
  /** The figure ("12+"). */
  value: string
}

export interface AboutSectionProps {
  title: string
  /** Plain text; blank lines (or `<br>` from older settings) split paragraphs. */
  text?: string
  /** One or two pictures (a photo, a screenshot). */
  images?: readonly string[]
  button?: { text: string; href: string }
  /** Figures under the text. */
  stats?: readonly AboutStat[]
  /** One figure in a box over the pictures ("7000+" and a line or two). */
  highlight?: { value: string; lines?: readonly string[] }
  id?: string
  className?: string
  /** `statValue` replaces a figure's size (`text-3xl`), `button` the button's classes; the others add. */
  classes?: ClassSlots<
    | 'inner'
    | 'media'
    | 'image'
    | 'highlight'
    | 'body'
    | 'title'
    | 'text'
    | 'stats'
    | 'stat'
    | 'statValue'
    | 'statKey'
    | 'button'
  >
}

/** About the site or its owner: pictures beside a title, text, figures and a button. */
export function AboutSection(props: AboutSectionProps) {
  const { classes = {} } = props
  const title = configText(props.title)
  const text = configParagraphs(props.text)
  if (!title && text.length === 0) return null
  const images = (props.images ?? []).flatMap((src) => resourceUrl(src) ?? [])
  const stats = (props.stats ?? []).filter((s) => configText(s.value))
  const value = configText(props.highlight?.value)
  const label = configText(props.button?.text)
  return (
    <section id={props.id} data-section="about" className={props.className}>
      <div
        data-part="inner"
        className={cn('grid items-center gap-12 lg:grid-cols-2', classes.inner)}
      >
        <div data-part="body" className={classes.body}>
          {title && (
            <h2 data-part="title" className={cn('mb-6 text-3xl font-bold', classes.title)}>
              {title}
            </h2>
          )}
          {text.map((p, i) => (
            <p key={i} data-part="text" className={cn('mb-4', classes.text)}>
              {p}
            </p>
          ))}
          {stats.length > 0 && (
            <dl data-part="stats" className={cn('my-8 grid grid-cols-2 gap-6', classes.stats)}>
              {stats.map((s, i) => (
                <div key={i} data-part="stat" className={cn('flex flex-col-reverse', classes.stat)}>
                  <dt data-part="statKey" className={cn('text-sm', classes.statKey)}>
                    {configText(s.key)}
                  </dt>
                  <dd
                    data-part="statValue"
                    className={cn('font-bold', classes.statValue ?? 'text-3xl')}
                  >
                    {configText(s.value)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {label && linkAttrs(props.button?.href) && (
            <ConfigLink
              href={props.button?.href}
              className={classes.button ?? 'inline-block rounded-md px-7 py-3 font-medium'}
            >
              {label}
            </ConfigLink>
          )}
        </div>
        <AboutMedia
          images={images}
          value={value}
          lines={props.highlight?.lines}
          classes={classes}
        />
      </div>
    </section>
  )
}
