import type { NextApiRequest, NextApiResponse } from 'next'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memberPageApi } from '@/lib/pages/member-page-api'
import type { Post } from '@/lib/content/types'
import { setLogSink } from '@/lib/log'
import memberPageRoute from '@/pages/api/member-page'

const MARKER = 'members-only-marker-7f3a'
const page = { title: 'Members lounge', body: MARKER } as unknown as Post

/** Clerk's server check, mocked: tests set who is signed in (what its proxy verified). */
const clerk = vi.hoisted(() => ({ userId: null as string | null, calls: 0 }))
vi.mock('@clerk/nextjs/server', () => ({
  getAuth: () => {
    clerk.calls++
    return { userId: clerk.userId }
  }
}))

vi.mock('@/lib/pages/get-site-data', () => ({
  getSiteData: async () => ({ memberPage: null })
}))

type Answer = { status: number; headers: Record<string, string>; body: string }

async function call(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  method = 'GET'
): Promise<Answer> {
  const answer: Answer = { status: 200, headers: {}, body: '' }
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value
      return res
    },
    status(code: number) {
      answer.status = code
      return res
    },
    json(value: unknown) {
      answer.body = JSON.stringify(value)
      return res
    }
  }
  await handler({ method, headers: {} } as NextApiRequest, res as unknown as NextApiResponse)
  return answer
}

beforeEach(() => {
  clerk.userId = null
  clerk.calls = 0
  setLogSink(() => undefined)
})

describe("the members' page API", () => {
  const load = async () => page

  it('answers 401 without a session, and never the page', async () => {
    const answer = await call(memberPageApi(() => null, load))
    expect(answer.status).toBe(401)
    expect(answer.body).not.toContain(MARKER)
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })

  it('gives the page to a signed-in member, kept out of every shared cache', async () => {
    const answer = await call(memberPageApi(async () => 'user_1', load))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ post: page })
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })

  it('lets nobody in when the session check fails (Clerk’s proxy not run)', async () => {
    const failing = () => {
      throw new Error('clerkMiddleware() was not run')
    }
    const answer = await call(memberPageApi(failing, load))
    expect(answer.status).toBe(401)
    expect(answer.body).not.toContain(MARKER)
  })

  it('is a 404 with accounts off, and without a page', async () => {
    expect((await call(memberPageApi(null, load))).status).toBe(404)
    expect(
      (
        await call(
          memberPageApi(
            () => 'user_1',
            async () => null
          )
        )
      ).status
    ).toBe(404)
  })

  it('takes GET and HEAD only', async () => {
    const answer = await call(
      memberPageApi(() => 'user_1', load),
      'POST'
    )
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(
      (
        await call(
          memberPageApi(() => 'user_1', load),
          'HEAD'
        )
      ).status
    ).toBe(200)
  })
})

describe('pages/api/member-page', () => {
  it("asks Clerk's getAuth who is signed in", async () => {
    const anonymous = await call(memberPageRoute)
    expect(anonymous.status).toBe(401)
    clerk.userId = 'user_1'
    // Signed in; the mocked site has no members' page.
    expect((await call(memberPageRoute)).status).toBe(404)
    expect(clerk.calls).toBe(2)
  })
})
