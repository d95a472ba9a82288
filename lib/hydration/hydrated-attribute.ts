/** Set on <html> by pages/_app.tsx once React has hydrated the page (its scripts load late). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** In a browser whose page has not finished hydrating (false on the server). */
export const isHydrating = (): boolean =>
  typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
