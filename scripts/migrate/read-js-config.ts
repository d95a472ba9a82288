/**
 * Reads a NotionNext config file (`blog.config.js`, `conf/*.config.js`, a theme's `config.js`)
 * as data, without running it: TypeScript's parser gives the syntax tree and only literals and
 * the operators NotionNext's files use around `process.env` are evaluated (see evaluate.ts).
 */
import ts from 'typescript'
import { evaluate, type Evaluated } from './evaluate'

/** One top-level key of the exported object, in file order. */
export interface ConfigEntry {
  key: string
  value: Evaluated
  /** The file that declares it and its 1-based line. */
  file: string
  line: number
}

export interface ReadConfig {
  entries: ConfigEntry[]
  /** Files pulled in by `...require('./x')` in the exported object, as written. */
  requires: { specifier: string; at: number }[]
}

export class ConfigSyntaxError extends Error {
  override name = 'ConfigSyntaxError'
}

/** The first syntax error of a file as `file:line:col: message`, or null. */
function syntaxError(file: string, text: string): string | null {
  const { diagnostics = [] } = ts.transpileModule(text, {
    fileName: file.endsWith('.js') ? file : `${file}.js`,
    reportDiagnostics: true,
    compilerOptions: { allowJs: true, noEmit: true }
  })
  const first = diagnostics.find((d) => d.category === ts.DiagnosticCategory.Error)
  if (!first) return null
  const message = ts.flattenDiagnosticMessageText(first.messageText, ' ')
  if (first.file === undefined || first.start === undefined) return `${file}: ${message}`
  const { line, character } = first.file.getLineAndCharacterOfPosition(first.start)
  return `${file}:${line + 1}:${character + 1}: ${message}`
}

/**
 * The exported object of a config file: `module.exports = {...}` or `= NAME` or `export default`
 * of either, NAME a top-level `const NAME = {...}`. Throws a ConfigSyntaxError for a file that
 * does not parse or exports no object.
 */
export function readJsConfig(file: string, text: string): ReadConfig {
  const problem = syntaxError(file, text)
  if (problem) throw new ConfigSyntaxError(problem)
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const consts = new Map<string, ts.Expression>()
  let exported: ts.Expression | undefined
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          consts.set(declaration.name.text, declaration.initializer)
    if (ts.isExportAssignment(statement)) exported = statement.expression
    if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      statement.expression.left.getText(source) === 'module.exports'
    )
      exported = statement.expression.right
  }
  const object =
    exported && ts.isIdentifier(exported) ? consts.get(exported.text) : unwrap(exported)
  if (!object || !ts.isObjectLiteralExpression(object))
    throw new ConfigSyntaxError(
      `${file}: exports no object (expected module.exports = { ... } or export default { ... })`
    )
  const lookup = (name: string) => consts.get(name)
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const entries: ConfigEntry[] = []
  const requires: ReadConfig['requires'] = []
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) {
      const specifier = requiredFile(property.expression)
      if (specifier) requires.push({ specifier, at: entries.length })
      continue
    }
    const key = keyOf(property)
    if (!key) continue
    const value: Evaluated = ts.isPropertyAssignment(property)
      ? evaluate(property.initializer, lookup)
      : ts.isShorthandPropertyAssignment(property)
        ? evaluate(property.name, lookup)
        : { ok: false, why: 'a method (code)', env: [] }
    entries.push({ key, value, file, line: lineOf(property) })
  }
  return { entries, requires }
}

function unwrap(node: ts.Expression | undefined): ts.Expression | undefined {
  return node && ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node
}

/** `require('./conf/x.config')` → './conf/x.config'. */
function requiredFile(node: ts.Expression): string | null {
  const call = unwrap(node)
  if (!call || !ts.isCallExpression(call)) return null
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'require') return null
  const [argument] = call.arguments
  return argument && ts.isStringLiteralLike(argument) ? argument.text : null
}

function keyOf(property: ts.ObjectLiteralElementLike): string | null {
  const name = property.name
  if (!name) return null
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name))
    return name.text
  return null
}
