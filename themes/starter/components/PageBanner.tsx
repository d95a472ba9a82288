import { useAccountText } from '@/components/accounts/use-account-text'
import { PostTaxonomy } from '@/components/article/PostTaxonomy'
import type { PageProps } from '@/lib/theme/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { useStarterConfig } from '@/themes/starter/config'
import { CONTAINER } from '@/themes/starter/components/styles'
import { useStarterStrings } from '@/themes/starter/strings'

const white = 'text-white/90 hover:text-white'

/**
 * The blue band at the top of every page but home and 404: the page's title (its h1, except
 * on the shared index screens that draw their own), and a post's day, category and tags.
 */
export function PageBanner({ page }: { page: PageProps }) {
  const t = useMessages()
  const s = useStarterStrings()
  const c = useStarterConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const account = useAccountText('screen' in page ? page.screen : 'sign-in', {
    title: c.STARTER_SIGNIN,
    text: c.STARTER_SIGNIN_DESCRITION
  })
  const isAccount = 'screen' in page
  const own = page.layout === 'LayoutCategoryIndex' || page.layout === 'LayoutTagIndex'
  const title = isAccount
    ? account.title
    : bannerTitle(page, {
        blog: s.BLOG,
        search: t.NAV.SEARCH,
        archive: t.NAV.ARCHIVE,
        categories: t.NAV.CATEGORY,
        tags: t.NAV.TAGS
      })
  const Title = own ? 'p' : 'h1'
  return (
    <div
      data-starter-banner=""
      className="bg-[#3758F9] pt-32 pb-14 text-center text-white md:pt-36"
    >
      <div className={CONTAINER}>
        <Title className="mx-auto max-w-3xl text-3xl leading-tight font-bold sm:text-4xl">
          {title}
        </Title>
        {(post?.summary || isAccount) && (
          <p className="mx-auto mt-4 max-w-2xl text-white/90">
            {isAccount ? account.text : post?.summary}
          </p>
        )}
        {post && post.type !== 'Page' && (
          <PostTaxonomy
            post={post}
            className="mt-6 justify-center"
            classes={{ date: white, category: white, tag: white }}
          />
        )}
      </div>
    </div>
  )
}

function bannerTitle(
  page: PageProps,
  words: { blog: string; search: string; archive: string; categories: string; tags: string }
): string {
  switch (page.layout) {
    case 'LayoutSlug':
      return page.post.title
    case 'LayoutPostList':
      return page.category ?? (page.tag ? `#${page.tag}` : words.blog)
    case 'LayoutSearch':
      return page.keyword ? `${words.search}: ${page.keyword}` : words.search
    case 'LayoutArchive':
      return page.year ? `${words.archive} ${page.year}` : words.archive
    case 'LayoutCategoryIndex':
      return words.categories
    case 'LayoutTagIndex':
      return words.tags
    default:
      return words.blog
  }
}
