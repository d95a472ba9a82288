import Link from 'next/link'
import { POSTS } from '../posts'

export default function Home({ posts }) {
  return (
    <main>
      <h1>Bare blog</h1>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <Link href={`/article/${post.slug}`}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

export const getStaticProps = () => ({ props: { posts: POSTS }, revalidate: 5 })
