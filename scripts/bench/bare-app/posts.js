export const POSTS = ['one', 'two', 'three'].map((slug) => ({
  slug,
  title: `Post ${slug}`,
  paragraphs: ['A paragraph of text.', 'Another paragraph of text.']
}))
