import { useState } from 'react'
import { POSTS } from '../posts'

export default function Search() {
  const [query, setQuery] = useState('')
  const hits = query ? POSTS.filter((p) => p.title.toLowerCase().includes(query.toLowerCase())) : []
  return (
    <main>
      <h1>Search</h1>
      <input value={query} onChange={(e) => setQuery(e.target.value)} aria-label="Search" />
      <ul>
        {hits.map((post) => (
          <li key={post.slug}>{post.title}</li>
        ))}
      </ul>
    </main>
  )
}
