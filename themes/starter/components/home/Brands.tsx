import { BrandsRow } from '@/components/landing/BrandsRow'
import { useStarterConfig } from '@/themes/starter/config'
import { sectionClass } from '@/themes/starter/components/home/Section'

/** The partners' logos in a row, the white versions by night. */
export function Brands() {
  const c = useStarterConfig()
  return (
    <BrandsRow
      id="brands"
      className={sectionClass()}
      brands={c.STARTER_BRANDS.map((b) => ({
        title: b.TITLE,
        image: b.IMAGE,
        imageDark: b.IMAGE_WHITE,
        href: b.URL
      }))}
      classes={{
        list: 'gap-x-8 sm:gap-x-12',
        image: 'h-8 opacity-70 transition-opacity hover:opacity-100 sm:h-10',
        link: 'rounded'
      }}
    />
  )
}
