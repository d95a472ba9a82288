/** The page types the audit and the JavaScript weight script cover, as paths of the bundled demo. */
export const AUDIT_PAGES = [
  { page: 'home', path: '/' },
  { page: 'list', path: '/category/Travel' },
  { page: 'text article', path: '/article/film-in-winter' },
  { page: 'code + maths', path: '/article/writing-in-notion' },
  { page: 'database', path: '/article/how-this-site-works' },
  { page: 'search', path: '/search' },
  { page: 'archive', path: '/archive' }
] as const
