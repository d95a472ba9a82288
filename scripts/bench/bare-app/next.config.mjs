/** Defaults only: the baseline is Next.js as it ships. */
const config = {}

export default config
