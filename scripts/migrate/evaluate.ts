/**
 * The value a NotionNext setting has when no environment variable is set, read from its syntax
 * tree: literals, arrays and objects of them, `process.env.X` (undefined here, its name noted),
 * `||`, `??`, `&&`, `!`, comparisons, `? :` and top-level constants. Anything else (a function,
 * a call, a variable from elsewhere) is code: reported, never run.
 */
import ts from 'typescript'

export type Evaluated =
  { ok: true; value: unknown; env: string[] } | { ok: false; why: string; env: string[] }

type Lookup = (name: string) => ts.Expression | undefined

class Unreadable extends Error {}

/** `node`'s value, and the environment variables it reads. */
export function evaluate(node: ts.Expression, lookup: Lookup = () => undefined): Evaluated {
  const env: string[] = []
  try {
    const value = new Evaluator(lookup, env).value(node, 0)
    return { ok: true, value, env }
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error
    return { ok: false, why: error.message, env }
  }
}

class Evaluator {
  constructor(
    private readonly lookup: Lookup,
    private readonly env: string[]
  ) {}

  value(node: ts.Expression, depth: number): unknown {
    if (depth > 50) throw new Unreadable('too deeply nested')
    const next = (n: ts.Expression) => this.value(n, depth + 1)
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return next(node.expression)
    if (ts.isStringLiteralLike(node)) return node.text
    if (ts.isNumericLiteral(node)) return Number(node.text)
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false
    if (node.kind === ts.SyntaxKind.NullKeyword) return null
    if (ts.isTemplateExpression(node))
      return node.templateSpans.reduce(
        (text, span) => `${text}${String(next(span.expression))}${span.literal.text}`,
        node.head.text
      )
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => next(element))
    if (ts.isObjectLiteralExpression(node)) return this.object(node, next)
    if (ts.isPropertyAccessExpression(node)) return this.envRead(node)
    if (ts.isElementAccessExpression(node)) return this.envRead(node)
    if (ts.isIdentifier(node)) return this.identifier(node, next)
    if (ts.isPrefixUnaryExpression(node)) return this.unary(node, next)
    if (ts.isBinaryExpression(node)) return this.binary(node, next)
    if (ts.isConditionalExpression(node))
      return next(node.condition) ? next(node.whenTrue) : next(node.whenFalse)
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node))
      throw new Unreadable('a function (code), not data')
    if (ts.isCallExpression(node) || ts.isNewExpression(node))
      throw new Unreadable('computed by code when NotionNext builds (a function call)')
    throw new Unreadable(`an expression NotionNext computes when run (${ts.SyntaxKind[node.kind]})`)
  }

  private object(node: ts.ObjectLiteralExpression, next: (n: ts.Expression) => unknown) {
    const result: Record<string, unknown> = {}
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Unreadable('an object with code in it')
      const { name } = property
      if (!ts.isIdentifier(name) && !ts.isStringLiteralLike(name) && !ts.isNumericLiteral(name))
        throw new Unreadable('an object with a computed key')
      result[name.text] = next(property.initializer)
    }
    return result
  }

  /** `process.env.X` / `process.env['X']`: unset here (the file's own value is wanted). */
  private envRead(node: ts.PropertyAccessExpression | ts.ElementAccessExpression): unknown {
    const target = node.expression.getText()
    const name = ts.isPropertyAccessExpression(node)
      ? node.name.text
      : ts.isStringLiteralLike(node.argumentExpression)
        ? node.argumentExpression.text
        : null
    if (target !== 'process.env' || name === null)
      throw new Unreadable(`a reference to ${node.getText()}, known only when run`)
    if (!this.env.includes(name)) this.env.push(name)
    return undefined
  }

  private identifier(node: ts.Identifier, next: (n: ts.Expression) => unknown): unknown {
    if (node.text === 'undefined') return undefined
    const initializer = this.lookup(node.text)
    if (!initializer) throw new Unreadable(`a reference to ${node.text}, known only when run`)
    return next(initializer)
  }

  private unary(node: ts.PrefixUnaryExpression, next: (n: ts.Expression) => unknown): unknown {
    const operand = next(node.operand)
    if (node.operator === ts.SyntaxKind.ExclamationToken) return !operand
    if (node.operator === ts.SyntaxKind.MinusToken && typeof operand === 'number') return -operand
    if (node.operator === ts.SyntaxKind.PlusToken && typeof operand === 'number') return operand
    throw new Unreadable(`an expression NotionNext computes when run (${node.getText()})`)
  }

  private binary(node: ts.BinaryExpression, next: (n: ts.Expression) => unknown): unknown {
    const kind = node.operatorToken.kind
    const left = next(node.left)
    // Short-circuits as JavaScript does: the right side of a decided `||` is never looked at.
    if (kind === ts.SyntaxKind.BarBarToken) return left || next(node.right)
    if (kind === ts.SyntaxKind.QuestionQuestionToken) return left ?? next(node.right)
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return left && next(node.right)
    const right = next(node.right)
    switch (kind) {
      case ts.SyntaxKind.EqualsEqualsEqualsToken:
        return left === right
      case ts.SyntaxKind.ExclamationEqualsEqualsToken:
        return left !== right
      case ts.SyntaxKind.EqualsEqualsToken:
        // NotionNext's own loose operator, evaluated as written.
        return left == right
      case ts.SyntaxKind.ExclamationEqualsToken:
        return left != right
      case ts.SyntaxKind.PlusToken:
        if (typeof left === 'number' && typeof right === 'number') return left + right
        if (typeof left === 'string' || typeof right === 'string')
          return `${String(left)}${String(right)}`
    }
    throw new Unreadable(`an expression NotionNext computes when run (${node.getText()})`)
  }
}
