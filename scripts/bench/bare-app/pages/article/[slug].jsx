import Link from 'next/link'
import { POSTS } from '../../posts'

export default function Article({ post }) {
  return (
    <main>
      <Link href="/">Home</Link>
      <h1>{post.title}</h1>
      {post.paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  )
}

export const getStaticPaths = () => ({
  paths: POSTS.map((post) => ({ params: { slug: post.slug } })),
  fallback: 'blocking'
})

export const getStaticProps = ({ params }) => {
  const post = POSTS.find((p) => p.slug === params.slug)
  return post ? { props: { post }, revalidate: 5 } : { notFound: true }
}
