/** A white rounded card on the grey canvas (neutral-800 by night). */
export const CARD =
  'rounded-2xl bg-white shadow-sm ring-1 ring-black/5 dark:bg-neutral-800 dark:ring-white/10'

/** A tile of the directory: the card, lifting on hover (still under reduced motion). */
export const TILE = `${CARD} transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0`

/** The 1 to 5 column grid of tiles, by the width of its `@container` (tiles of 16rem or more). */
export const GRID =
  'grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 @7xl:grid-cols-5'

/** The tile parts' colours, AA on white and on neutral-800. */
export const TILE_CLASSES = {
  title: 'text-neutral-900 dark:text-neutral-100',
  summary: 'text-neutral-600 dark:text-neutral-300',
  letter: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100'
}

/** A row of the side menu. */
export const MENU_ROW =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700/60'
