import { LazyImage } from '@/components/landing/LazyImage'
import { configText } from '@/lib/landing/config-text'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** AboutSection's pictures (two at most, lazy and sized) and its boxed figure. */
export function AboutMedia(props: {
  images: readonly string[]
  value: string
  lines?: readonly string[]
  /** `media` replaces the grid's columns, `image` a picture's corners; `highlight` adds. */
  classes: ClassSlots<'media' | 'image' | 'highlight'>
}) {
  const { images, value, classes } = props
  if (images.length === 0 && !value) return null
  return (
    <div data-part="media" className={cn('relative grid gap-4', classes.media ?? 'sm:grid-cols-2')}>
      {images.slice(0, 2).map((src, i) => (
        <LazyImage
          key={i}
          src={src}
          width={480}
          height={560}
          className={cn('h-full w-full object-cover', classes.image ?? 'rounded-xl')}
        />
      ))}
      {value && (
        <p data-part="highlight" className={cn('flex flex-col', classes.highlight)}>
          <strong className="text-4xl font-bold">{value}</strong>
          {(props.lines ?? []).map((line, i) => (
            <span key={i}>{configText(line)}</span>
          ))}
        </p>
      )}
    </div>
  )
}
