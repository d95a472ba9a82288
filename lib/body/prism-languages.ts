/**
 * Prism with every common language, for build-time highlighting only (never imported by a
 * component). Prism's component files extend a global `Prism`, so they are imported in
 * dependency order after the core sets it.
 */
import Prism from 'prismjs'
import 'prismjs/components/prism-markup'
import 'prismjs/components/prism-css'
import 'prismjs/components/prism-clike'
import 'prismjs/components/prism-regex'
import 'prismjs/components/prism-javascript'
import 'prismjs/components/prism-typescript'
import 'prismjs/components/prism-jsx'
import 'prismjs/components/prism-tsx'
import 'prismjs/components/prism-coffeescript'
import 'prismjs/components/prism-markup-templating'
import 'prismjs/components/prism-php'
import 'prismjs/components/prism-python'
import 'prismjs/components/prism-go'
import 'prismjs/components/prism-rust'
import 'prismjs/components/prism-java'
import 'prismjs/components/prism-scala'
import 'prismjs/components/prism-groovy'
import 'prismjs/components/prism-c'
import 'prismjs/components/prism-cpp'
import 'prismjs/components/prism-objectivec'
import 'prismjs/components/prism-glsl'
import 'prismjs/components/prism-csharp'
import 'prismjs/components/prism-fsharp'
import 'prismjs/components/prism-basic'
import 'prismjs/components/prism-vbnet'
import 'prismjs/components/prism-bash'
import 'prismjs/components/prism-shell-session'
import 'prismjs/components/prism-powershell'
import 'prismjs/components/prism-batch'
import 'prismjs/components/prism-json'
import 'prismjs/components/prism-yaml'
import 'prismjs/components/prism-toml'
import 'prismjs/components/prism-ini'
import 'prismjs/components/prism-sql'
import 'prismjs/components/prism-scss'
import 'prismjs/components/prism-sass'
import 'prismjs/components/prism-less'
import 'prismjs/components/prism-markdown'
import 'prismjs/components/prism-graphql'
import 'prismjs/components/prism-diff'
import 'prismjs/components/prism-docker'
import 'prismjs/components/prism-makefile'
import 'prismjs/components/prism-nginx'
import 'prismjs/components/prism-hcl'
import 'prismjs/components/prism-kotlin'
import 'prismjs/components/prism-swift'
import 'prismjs/components/prism-dart'
import 'prismjs/components/prism-ruby'
import 'prismjs/components/prism-lua'
import 'prismjs/components/prism-perl'
import 'prismjs/components/prism-r'
import 'prismjs/components/prism-julia'
import 'prismjs/components/prism-matlab'
import 'prismjs/components/prism-haskell'
import 'prismjs/components/prism-elm'
import 'prismjs/components/prism-ocaml'
import 'prismjs/components/prism-elixir'
import 'prismjs/components/prism-erlang'
import 'prismjs/components/prism-clojure'
import 'prismjs/components/prism-lisp'
import 'prismjs/components/prism-scheme'
import 'prismjs/components/prism-prolog'
import 'prismjs/components/prism-solidity'
import 'prismjs/components/prism-zig'
import 'prismjs/components/prism-nix'
import 'prismjs/components/prism-protobuf'
import 'prismjs/components/prism-verilog'
import 'prismjs/components/prism-vhdl'
import 'prismjs/components/prism-wasm'
import 'prismjs/components/prism-latex'

export { Prism }

/** Notion's language labels (lower-cased) whose Prism id is not the label itself. */
export const NOTION_LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  'plain text': 'plain',
  text: 'plain',
  'c++': 'cpp',
  'c#': 'csharp',
  'f#': 'fsharp',
  'vb.net': 'vbnet',
  'visual basic': 'vbnet',
  shell: 'bash',
  sh: 'bash',
  zsh: 'bash',
  'shell-session': 'shell-session',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  rb: 'ruby',
  yml: 'yaml',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  markup: 'markup',
  md: 'markdown',
  dockerfile: 'docker',
  'objective-c': 'objectivec',
  golang: 'go',
  tex: 'latex',
  'java/c/c++/c#': 'clike',
  webassembly: 'wasm',
  protobuf: 'protobuf',
  'protocol buffers': 'protobuf',
  flow: 'javascript',
  reason: 'ocaml'
}
