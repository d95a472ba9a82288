import { PUBLIC_SLICES, SERVER_SLICES } from '@/blog.config'
import type { KeyMap } from '@/lib/config/define'
import { THEME_CONFS } from '@/conf/themes/index'

export interface ConfigSlice {
  /** The conf file declaring the keys (`conf/site.config.ts`, `conf/themes/plog.ts`). */
  file: string
  keys: KeyMap
  /** Sent to the browser (public slices and every theme's keys). */
  isPublic: boolean
  isTheme: boolean
}

/** Every key set of conf/, site slices first, then each theme's, as the references list them. */
export function configSlices(): ConfigSlice[] {
  const site = (slices: Record<string, KeyMap>, isPublic: boolean) =>
    Object.entries(slices).map(([file, keys]) => ({ file, keys, isPublic, isTheme: false }))
  return [
    ...site(PUBLIC_SLICES, true),
    ...site(SERVER_SLICES, false),
    ...Object.values(THEME_CONFS).map(({ id, keys }) => ({
      file: `conf/themes/${id}.ts`,
      keys: keys as KeyMap,
      isPublic: true,
      isTheme: true
    }))
  ]
}
