import { serveCard } from '@/lib/pages/card-route'

/** Server mode: share cards at /cards/<hash>.png (a rewrite); an export carries them as files. */
export default serveCard
