import { FooterBar } from '@/components/FooterBar'

/** A quiet footer row: dark toggle, copyright, switches. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-black/10 px-6 py-6 text-sm dark:border-white/10">
      <FooterBar
        inFooter
        classes={{ toggle: 'rounded-full p-1.5 hover:bg-black/5 dark:hover:bg-white/10' }}
      />
    </footer>
  )
}
