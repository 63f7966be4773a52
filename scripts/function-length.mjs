// The function-length check of `npm test` (issue 42, "Short functions"): no function in src/ longer
// than 80 lines. Every function-like node with a body (declarations, expressions, arrows, methods,
// constructors, accessors) is measured from its first to its last line; a nested function counts
// inside its parent and again on its own. Tests and generated files are left out; a big table is a
// module-level constant, not a function, so it is not measured. Parsing only, no type check.
//
//   node scripts/function-length.mjs          check; names each function over the limit with file:line
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX_LINES = 80;
const root = fileURLToPath(new URL('../', import.meta.url));

/** Every source file under a folder: no tests, declaration files or generated files. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const { name } = entry;
    const skipped = name.endsWith('.d.ts') || name.endsWith('.generated.ts') || /\.(test|spec)\.ts$/.test(name);
    return name.endsWith('.ts') && !skipped ? [path] : [];
  });
}

/** The name a reader would search for: the declared name, or the variable, property or call it sits in. */
function nameOf(node, file) {
  if (node.name) return node.name.getText(file);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(file).slice(0, 40)})`;
  return '(anonymous)';
}

const tooLong = [];
for (const path of sourceFiles(join(root, 'src'))) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = end - start + 1;
      if (lines > MAX_LINES) tooLong.push({ where: `${relative(root, path)}:${start}`, name: nameOf(node, file), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

if (tooLong.length === 0) {
  console.log(`function length: no function in src/ over ${MAX_LINES} lines`);
} else {
  tooLong.sort((a, b) => b.lines - a.lines);
  for (const f of tooLong) console.error(`${f.where}  ${f.name}  ${f.lines} lines (limit ${MAX_LINES})`);
  console.error(`function length: ${tooLong.length} function(s) in src/ over ${MAX_LINES} lines; split them into named helpers`);
  process.exitCode = 1;
}
