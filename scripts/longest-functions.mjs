// Lists the longest functions of a source tree, for the "longest functions before/after" figure of
// a refactor: every function declaration, method, constructor, accessor, function expression and
// arrow function with a block body, measured in lines from its first to its last line (a nested
// function counts inside its parent too, and again on its own). Parsing only, no type check.
//
//   node scripts/longest-functions.mjs [dir=src] [--top 10] [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const top = Number(option('--top', '10'));
const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? 'src';

/** Every .ts/.mts/.tsx file under a folder, declaration files left out. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(m?ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The name a reader would search for: the declared name, or the variable, property or call it sits in. */
function nameOf(node, file) {
  if (node.name) return node.name.getText(file);
  if (ts.isConstructorDeclaration(node)) return `${nameOf(node.parent, file)}.constructor`;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(file).slice(0, 40)})`;
  return '(anonymous)';
}

const functions = [];
for (const path of sourceFiles(dir)) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    const isFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node);
    if (isFunction && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      functions.push({
        file: relative(process.cwd(), path),
        line: start,
        name: nameOf(node, file),
        lines: end - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

functions.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
const longest = functions.slice(0, top);
if (flag('--json')) {
  console.log(JSON.stringify(longest, null, 2));
} else {
  console.log(`${functions.length} functions in ${dir}; the longest ${longest.length}:`);
  console.log('| lines | function | where |\n|---:|---|---|');
  for (const f of longest) console.log(`| ${f.lines} | \`${f.name}\` | ${f.file}:${f.line} |`);
}
