import { LazyImage } from '@/components/landing/LazyImage'
import type { ReactNode } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import { configText } from '@/lib/landing/config-text'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface Brand {
  title: string
  /** The logo on a light page. */
  image: string
  /** The logo on a dark page (a white one); none: `image` in both modes. */
  imageDark?: string
  href?: string
}

export interface BrandsRowProps {
  brands: readonly Brand[]
  heading?: ReactNode
  id?: string
  className?: string
  /** `list` replaces the row's column gap, `image` a logo's height; the others add. */
  classes?: ClassSlots<'list' | 'item' | 'link' | 'image'>
}

const logo = (src: string, alt: string, className: string) => (
  <LazyImage src={src} alt={alt} width={160} height={48} className={className} />
)

/** A row of partner logos, each a link when its URL is safe; a light and a dark picture. */
export function BrandsRow({ brands, heading, id, className, classes = {} }: BrandsRowProps) {
  const row = brands.flatMap((b) => {
    const src = resourceUrl(b.image)
    const dark = resourceUrl(b.imageDark)
    return src ? [{ title: configText(b.title), image: src, dark, href: b.href }] : []
  })
  if (row.length === 0) return null
  const image = cn('w-auto', classes.image ?? 'h-10')
  return (
    <section id={id} data-section="brands" className={className}>
      {heading}
      <ul
        data-part="list"
        className={cn(
          'flex flex-wrap items-center justify-center gap-y-6',
          classes.list ?? 'gap-x-12'
        )}
      >
        {row.map((b, i) => (
          <li key={i} data-part="item" className={classes.item}>
            <ConfigLink href={b.href} className={cn('block', classes.link)}>
              {b.dark ? (
                <>
                  {logo(b.image, b.title, cn(image, 'dark:hidden'))}
                  {logo(b.dark, b.title, cn(image, 'hidden dark:block'))}
                </>
              ) : (
                logo(b.image, b.title, image)
              )}
            </ConfigLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
