/**
 * The context `next/router`'s `useRouter` reads in the pages router. Next provides it when it
 * renders a page; a render outside Next (the unit tests' page renders) provides a router through
 * it. Next has no public provider for it; tests/components/next-internals.test.tsx fails if a
 * Next upgrade moves it or `useRouter` stops reading it.
 */
export { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
