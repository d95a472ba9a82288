/**
 * react-notion-x's database views, behind a module of our own: Next lists a page's next/dynamic
 * chunks for preloading before hydration only for imports of local modules, and a database drawn
 * on the server but missing while hydrating fails hydration (React error #418).
 */
export { Collection as NotionCollection } from 'react-notion-x/third-party/collection'
