import type { HeoIconPair } from '@/conf/themes/heo'
import { resourceUrl } from '@/lib/body/resource-url'
import styles from '@/themes/heo/heo.module.css'

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\))$/i

function SkillIcon({ title, img, color }: { title: string; img?: string; color?: string }) {
  const src = resourceUrl(img)
  const background = color && COLOUR.test(color.trim()) ? color.trim() : '#ffffff'
  return (
    <span
      title={title}
      style={{ background }}
      className="flex h-[7.5rem] w-[7.5rem] shrink-0 items-center justify-center rounded-3xl shadow-md"
    >
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
        <img src={src} alt={title} width={60} height={60} loading="lazy" className="h-15 w-15" />
      ) : (
        <span className="rounded-lg bg-white/85 px-2 py-1 text-lg font-bold text-neutral-900">
          {title.slice(0, 2)}
        </span>
      )}
    </span>
  )
}

/**
 * The hero's diagonal wall of skill icons, two to a column, scrolling sideways without end (the
 * columns are drawn twice for the loop; still under reduced motion). Icons without a picture
 * show their initials on their colour.
 */
export function SkillWall({ pairs, label }: { pairs: readonly HeoIconPair[]; label: string }) {
  if (!pairs.length) return null
  const column = (pair: HeoIconPair, i: number, copy: boolean) => (
    <li
      key={`${copy ? 'b' : 'a'}${i}`}
      aria-hidden={copy || undefined}
      className="flex flex-col gap-4 odd:mt-16"
    >
      <SkillIcon title={pair.title_1} img={pair.img_1} color={pair.color_1} />
      <SkillIcon title={pair.title_2} img={pair.img_2} color={pair.color_2} />
    </li>
  )
  return (
    <div
      data-heo-skills=""
      className="pointer-events-none absolute -right-8 -bottom-24 left-1/2 rotate-[-12deg] md:left-1/3"
    >
      <ul aria-label={label} className={`flex w-max gap-4 ${styles.wall}`}>
        {pairs.map((p, i) => column(p, i, false))}
        {pairs.map((p, i) => column(p, i, true))}
      </ul>
    </div>
  )
}
