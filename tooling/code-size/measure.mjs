import { readFileSync } from 'node:fs';

import ts from 'typescript';

/**
 * Sizes of functions and files, as issue 36 defines them:
 * - a function's **own lines** are the lines of its body that hold code, less the lines of the
 *   functions nested in it (they are measured on their own) and less declarative data (an object or
 *   array literal with no function inside it: a table is read, not followed). Blank lines and
 *   comment-only lines do not count.
 * - a file's lines are all its lines (what a reader scrolls through).
 */

const FUNCTION_KINDS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
]);

function isFunctionLike(node) {
  return FUNCTION_KINDS.has(node.kind);
}

function containsFunction(node) {
  let found = false;
  node.forEachChild(function visit(child) {
    if (found) return;
    if (isFunctionLike(child)) found = true;
    else child.forEachChild(visit);
  });
  return found;
}

function isDeclarativeData(node) {
  return (
    (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) &&
    !containsFunction(node)
  );
}

/** The name a reader would search for: `createX`, `Class.method`, `const x = () =>`. */
function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) {
    const owner = node.parent && ts.isClassLike(node.parent) && node.parent.name;
    return owner ? `${owner.text}.${node.name.text}` : node.name.text;
  }
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    return `(callback of ${callee.length > 40 ? `${callee.slice(0, 37)}…` : callee})`;
  }
  return '(anonymous)';
}

/** Lines (0-based) that hold code: not blank, not only a comment. */
function codeLines(sourceFile) {
  const text = sourceFile.text;
  const lines = new Set();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, sourceFile.languageVariant, text);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (
      token === ts.SyntaxKind.WhitespaceTrivia ||
      token === ts.SyntaxKind.NewLineTrivia ||
      token === ts.SyntaxKind.SingleLineCommentTrivia ||
      token === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      continue;
    }
    const start = sourceFile.getLineAndCharacterOfPosition(scanner.getTokenStart()).line;
    const end = sourceFile.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line;
    for (let line = start; line <= end; line += 1) lines.add(line);
  }
  return lines;
}

function lineRange(sourceFile, node) {
  return [
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line,
    sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line,
  ];
}

/**
 * Every function of a TypeScript source text with its span and own lines.
 * @returns {{ name: string, line: number, span: number, own: number }[]}
 */
export function measureFunctions(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const code = codeLines(sourceFile);
  const results = [];

  function measure(fn) {
    const [first, last] = lineRange(sourceFile, fn);
    const excluded = new Set();
    fn.forEachChild(function visit(child) {
      if (isFunctionLike(child) || isDeclarativeData(child)) {
        const [from, to] = lineRange(sourceFile, child);
        // the nested part's first line is shared with the code that introduces it (`const x = {`)
        for (let line = from + 1; line <= to; line += 1) excluded.add(line);
        return;
      }
      child.forEachChild(visit);
    });
    let own = 0;
    for (let line = first; line <= last; line += 1) {
      if (code.has(line) && !excluded.has(line)) own += 1;
    }
    results.push({ name: functionName(fn), line: first + 1, span: last - first + 1, own });
  }

  sourceFile.forEachChild(function visit(node) {
    if (isFunctionLike(node)) measure(node);
    node.forEachChild(visit);
  });
  return results;
}

export function countFileLines(path) {
  const text = readFileSync(path, 'utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}
