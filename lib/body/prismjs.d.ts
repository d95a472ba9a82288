// prismjs ships no types and @types/prismjs is not a dependency: declare the little we call.
declare module 'prismjs' {
  export type Grammar = Record<string, unknown>
  const Prism: {
    languages: Record<string, Grammar | undefined>
    highlight(text: string, grammar: Grammar, language: string): string
  }
  export default Prism
}
declare module 'prismjs/components/*'
