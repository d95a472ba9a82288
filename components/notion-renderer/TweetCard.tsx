/** A tweet as a link card: embedding needs Twitter's script and the network. */
export function TweetCard({ id }: { id: string }) {
  if (!/^\d+$/.test(id)) return null
  return (
    <a
      className="notion-tweet-card"
      href={`https://x.com/i/status/${id}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="notion-tweet-card-label" aria-hidden="true">
        𝕏
      </span>
      <span>View the post on X</span>
    </a>
  )
}
