import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads lives in locales/ or content/ (issue 11): this walks the JSX of app/
 * with the TypeScript compiler and reports the readable string literals written into it, as JSX
 * text, in a readable attribute, or as a string a JSX child expression yields.
 */

const appDir = path.resolve(__dirname, '..');

/** Attributes a person reads or hears (screen readers). */
const readableAttributes = new Set([
  'title',
  'alt',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/**
 * Literals that are not language, each with its reason. Kept short on purpose: a text that needs
 * translating belongs in a catalog, not here.
 */
const allowed = new Map<string, string>([
  ['Wandplanner', 'the brand, the same in every language (the catalogs have it as `brand` too)'],
  ['Ctrl/Cmd+B', 'a key combination, written the same in every language'],
  ['IBAN', 'an identifier, the same in every language'],
]);

/** A literal is text when it holds a word: two letters in a row, in any script. */
const isText = (value: string) => /\p{L}{2,}/u.test(value) && !allowed.has(value.trim());

type Literal = { file: string; line: number; text: string };

/** The strings a JSX child expression yields itself (not what it passes to a function such as `t`). */
function yielded(expression: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return yielded(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...yielded(expression.whenTrue), ...yielded(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) return [...yielded(expression.left), ...yielded(expression.right)];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)].filter(
      (part): part is ts.TemplateHead & ts.StringLiteralLike => true,
    );
  }
  return [];
}

function readableLiterals(file: string, source: string): Literal[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isText(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && readableAttributes.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) {
        for (const literal of yielded(value.expression)) report(literal, literal.text);
      }
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of yielded(node.expression)) report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function jsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('text in the source', () => {
  it('finds no readable literal in the JSX of app/', () => {
    const literals = jsxFiles(appDir).flatMap((file) =>
      readableLiterals(path.relative(appDir, file), readFileSync(file, 'utf8')),
    );
    expect(literals.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });

  it('fails on a literal planted in JSX text, a readable attribute or a child expression', () => {
    const source = `
      export function Planted({ open, t }: { open: boolean; t: (key: string) => string }) {
        return (
          <section className="mx-auto flex gap-2" data-testid="planted-section">
            <h2>Bedankt voor je bestelling</h2>
            <img src="/a.png" alt="A planner on the wall" />
            <button type="button" aria-label={open ? 'Menu sluiten' : 'Open menu'}>×</button>
            <p>{open ? t('cart.title') : 'Nothing here'} {\`Total \${1}\`}</p>
            <p title={t('brand')}>{t('cart.empty')} · 12</p>
          </section>
        );
      }`;
    expect(readableLiterals('planted.tsx', source).map((l) => `${l.line} ${l.text}`)).toEqual([
      '5 Bedankt voor je bestelling',
      '6 A planner on the wall',
      '7 Menu sluiten',
      '7 Open menu',
      '8 Nothing here',
      '8 Total',
    ]);
  });
});
