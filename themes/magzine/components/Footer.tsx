import { FooterBar } from '@/components/FooterBar'
import { useSite } from '@/components/theme/theme-context'
import { WIDTH } from '@/themes/magzine/components/styles'

/** The black footer: the site's name and description, the link columns, the copyright row. */
export function Footer() {
  const { site } = useSite()
  return (
    <footer data-magzine-footer="" className="bg-black text-white">
      <div className={`${WIDTH} py-12`}>
        <div className="flex flex-col gap-10 lg:flex-row lg:justify-between">
          <div className="max-w-sm">
            <p className="text-2xl font-extrabold tracking-tight">{site.title}</p>
            {site.description && (
              <p className="mt-3 text-sm text-neutral-300">{site.description}</p>
            )}
          </div>
        </div>
        <FooterBar
          className="mt-10 border-t border-white/20 pt-6 text-neutral-300"
          classes={{
            toggle: 'inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/10'
          }}
        />
      </div>
    </footer>
  )
}
