import { describe, expect, it } from 'vitest'
import { staticPaths, staticProps, staticRedirect } from '@/lib/pages/static-result'

const server = { EXPORT: false, NEXT_REVALIDATE_SECOND: 5 }
const exported = { EXPORT: true, NEXT_REVALIDATE_SECOND: 5 }

describe('static results for both build modes', () => {
  it('revalidates in server mode and not in export', () => {
    expect(staticProps({ a: 1 }, server)).toEqual({ props: { a: 1 }, revalidate: 5 })
    expect(staticProps({ a: 1 }, exported)).toEqual({ props: { a: 1 } })
  })

  it('answers 404 for missing content, re-checked later only on a server', () => {
    expect(staticProps(null, server)).toEqual({ notFound: true, revalidate: 5 })
    expect(staticProps(null, exported)).toEqual({ notFound: true })
  })

  it('renders unknown paths on demand on a server and never in export', () => {
    const params = [{ slug: 'a' }, { slug: 'b' }]
    expect(staticPaths(params, server)).toEqual({
      paths: [{ params: { slug: 'a' } }, { params: { slug: 'b' } }],
      fallback: 'blocking'
    })
    expect(staticPaths(params, exported).fallback).toBe(false)
  })

  it('redirects on a server; an export has no server, so it is a 404', () => {
    expect(staticRedirect('/article/x', server)).toEqual({
      redirect: { destination: '/article/x', permanent: false },
      revalidate: 5
    })
    expect(staticRedirect('/article/x', exported)).toEqual({ notFound: true })
    expect(staticRedirect('/article/x', server, true)).toEqual({
      redirect: { destination: '/article/x', permanent: true },
      revalidate: 5
    })
  })
})
