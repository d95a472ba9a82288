import { exitPreview } from '@/lib/pages/preview-route'

/** Ends the owner's preview (the preview bar's link). */
export default exitPreview
