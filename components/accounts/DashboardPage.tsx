import { useEffect, useState } from 'react'
import { ArticleBody } from '@/components/article/ArticleBody'
import { useAccountsKit } from '@/components/accounts/boundary/kit-context'
import { useSite } from '@/components/theme/theme-context'
import { fetchMemberPage } from '@/lib/accounts/member-page-client'
import type { AccountScreenProps } from '@/lib/theme/layout-props'
import type { Post } from '@/lib/content/types'

type DashboardPageProps = Pick<AccountScreenProps, 'memberPage'> & { className?: string }

/**
 * The members' page (the Notion page with the slug `dashboard`) under the member's profile, once
 * Clerk says this visitor is signed in: fetched then from the server, which checks the session
 * itself. Nothing for a visitor signed out, in a static export, or on a site without the page.
 */
export function DashboardPage({ memberPage, className }: DashboardPageProps) {
  const kit = useAccountsKit()
  if (!memberPage || !kit) return null
  return (
    <kit.SignedIn>
      <MemberPage className={className} />
    </kit.SignedIn>
  )
}

function MemberPage({ className }: { className?: string }) {
  const { config } = useSite()
  const [post, setPost] = useState<Post | null>(null)
  useEffect(() => {
    let current = true
    void fetchMemberPage().then((found) => {
      if (current) setPost(found)
    })
    return () => {
      current = false
    }
  }, [])
  if (!post) return null
  return (
    <div data-accounts-page className={className}>
      <ArticleBody post={post} config={config} />
    </div>
  )
}
