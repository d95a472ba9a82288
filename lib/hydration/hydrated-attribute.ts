/** Set on <html> by pages/_app.tsx once React has hydrated the page (its scripts load late). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
