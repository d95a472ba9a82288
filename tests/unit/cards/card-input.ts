import type { CardInput } from '@/lib/cards/card-types'

/** A card of the writing design with the demo's avatar, to vary in each test. */
export const writingCard: CardInput = {
  style: {
    design: 'writing',
    font: 'sans',
    palette: { background: '#ffffff', text: '#1f2328', muted: '#6b7280', accent: '#2563eb' }
  },
  title: 'Before the fog lifts',
  summary: 'Notes on waiting for light.',
  meta: 'Landscape · Mar 4, 2024',
  siteName: 'Silver & Light',
  avatar: '/avatar.svg',
  cover: null
}
