import { execFileSync } from 'node:child_process';

import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

import { evaluationPieces } from '../../vite.config';

/** A chunk as Rolldown renders it before minification: each module's code after a comment naming its file. */
const CHUNK = `import { shared } from "./runtime.js";

// node_modules/first/index.js
const order = [];
setTimeout(() => order.push("a task between pieces"));
order.push("first");

// node_modules/second/index.js
order.push("second");
const big = "${'x'.repeat(300)}";
order.push("second again");

// src/third.ts
order.push("third " + big.length);

export { order };
`;

const piecesOf = (pieceBytes: number) => {
  const { body } = parseAst(CHUNK, { sourceType: 'module' });
  return evaluationPieces(CHUNK, body, pieceBytes);
};

/** Evaluates `code` as a module in Node (its import taken out) and returns what it recorded. */
const evaluate = (code: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `${code.replace(/^import .*$/m, '')}\nawait new Promise(resolve => setTimeout(resolve, 20));\nconsole.log(JSON.stringify(order));`,
      ],
      { encoding: 'utf8' },
    ),
  ) as string[];

describe('the libraries chunk evaluated in pieces (vite.config.ts evaluateInPieces)', () => {
  it('waits for the next task before a module once enough code has run, never inside a module', () => {
    const { code, pieces } = piecesOf(1);
    expect(pieces).toBe(3);
    const waits = code.split('\n').filter(line => line.startsWith('await '));
    expect(waits).toHaveLength(2);
    // Each wait comes right before a module's first statement, after the comment naming the module.
    expect(code).toMatch(/\/\/ node_modules\/second\/index\.js\nawait [^\n]+\norder\.push\("second"\)/);
    expect(code).toMatch(/\/\/ src\/third\.ts\nawait [^\n]+\norder\.push\("third "/);
    expect(code.startsWith('import { shared } from "./runtime.js";')).toBe(true);
    expect(code.trimEnd().endsWith('export { order };')).toBe(true);
  });

  it('runs the modules in the same order, with other tasks between the pieces', () => {
    expect(evaluate(CHUNK)).toEqual(['first', 'second', 'second again', 'third 300', 'a task between pieces']);
    expect(evaluate(piecesOf(1).code)).toEqual([
      'first',
      'a task between pieces',
      'second',
      'second again',
      'third 300',
    ]);
  });

  it('leaves a piece whole until it holds pieceBytes of code', () => {
    // The second module alone is over 300 bytes: one wait, before the third.
    const { code, pieces } = piecesOf(300);
    expect(pieces).toBe(2);
    expect(code).toMatch(/\/\/ src\/third\.ts\nawait /);
    expect(piecesOf(10_000)).toEqual({ code: CHUNK, pieces: 1 });
  });
});
