import { FooterBar } from '@/components/FooterBar'

/** An indigo band: dark mode and the copyright lines, the theme and language switches. */
export function Footer() {
  return (
    <div className="mt-12 bg-indigo-900 text-sm text-indigo-50 dark:bg-indigo-950">
      <FooterBar
        className="mx-auto max-w-6xl px-4 py-6"
        classes={{ toggle: 'rounded-full p-2 hover:bg-white/15' }}
      />
    </div>
  )
}
