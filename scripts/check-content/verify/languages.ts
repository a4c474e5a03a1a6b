import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as acorn from 'acorn';
import jsx from 'acorn-jsx';
import postcss from 'postcss';
import { parseAllDocuments } from 'yaml';
import { describeOutputMismatch } from './output';
import { runInWorker } from './jsWorker';
import { runProcess } from './process';
import type { CodeJob, CodeResult } from './types';

type Errors = CodeResult['errors'];
const TIMEOUT_MESSAGE = 'run did not finish';
const ok: Errors = [];
const JsxParser = acorn.Parser.extend(jsx());

function acornError(error: unknown): Errors {
  const { message, loc } = error as { message: string; loc?: { line: number } };
  return [{ line: loc?.line ?? 1, message: `does not parse: ${message}` }];
}

export function parseJavaScript(code: string, withJsx: boolean): Errors {
  const parser = withJsx ? JsxParser : acorn.Parser;
  const base = { ecmaVersion: 'latest', allowHashBang: true } as const;
  try {
    parser.parse(code, { ...base, sourceType: 'module', allowAwaitOutsideFunction: true });
    return ok;
  } catch (moduleError) {
    try {
      parser.parse(code, { ...base, sourceType: 'script' });
      return ok;
    } catch {
      return acornError(moduleError);
    }
  }
}

/** ES module unless the block calls `require(` and has no import/export: then CommonJS. */
export function moduleKind(code: string): 'mjs' | 'cjs' {
  try {
    const program = acorn.Parser.parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowAwaitOutsideFunction: true,
    });
    if (program.body.some((node) => node.type.startsWith('Import') || node.type.startsWith('Export')))
      return 'mjs';
  } catch {
    // Not a valid module (e.g. uses `with`): fall through to the CommonJS test.
  }
  return /\brequire\(/.test(code) ? 'cjs' : 'mjs';
}

/** Compiles a program in a scratch folder, runs it, and compares stdout with the stated output. */
async function runAndCompare(
  job: CodeJob,
  prepare: (dir: string) => Promise<{ command: string; args: string[]; worker?: boolean } | Errors>,
): Promise<Errors> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'check-content-'));
  try {
    const prepared = await prepare(dir);
    if (Array.isArray(prepared)) return prepared;
    const result = prepared.worker
      ? await runInWorker(prepared.args[0]!, 10_000)
      : await runProcess(prepared.command, prepared.args, { cwd: dir, timeoutMs: 10_000 });
    if (result.timedOut) return [{ line: 1, message: `${TIMEOUT_MESSAGE} within 10 s` }];
    if (result.code !== 0)
      return [
        {
          line: 1,
          message: `run exited with ${result.code}: ${result.stderr.trim().split('\n').slice(-3).join(' | ')}`,
        },
      ];
    const mismatch = describeOutputMismatch(job.expectedOutput ?? '', result.stdout);
    return mismatch ? [{ line: 1, message: mismatch }] : ok;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Blocks that touch the process (its environment, exit, working directory, files, threads) run
 * as a process of their own; the rest run in a worker thread. Both gave the same output for every
 * run block on the site except three that set `process.env.TZ`, which a worker cannot.
 */
export function needsOwnProcess(code: string): boolean {
  return /\bprocess\.(?!nextTick\b)|worker_threads|child_process|cluster|['"](?:node:)?fs(?:\/promises)?['"]|__dirname|__filename|import\.meta/.test(
    code,
  );
}

async function verifyJavaScript(job: CodeJob): Promise<Errors> {
  const parsed = parseJavaScript(job.code, job.lang === 'jsx');
  if (parsed.length > 0 || !job.run) return parsed;
  return runAndCompare(job, async (dir) => {
    const file = path.join(dir, `block.${moduleKind(job.code)}`);
    await writeFile(file, job.code);
    return { command: process.execPath, args: [file], worker: !needsOwnProcess(job.code) };
  });
}

async function verifyPython(job: CodeJob): Promise<Errors> {
  const compiled = await runProcess(
    'python3',
    ['-c', 'import sys; compile(sys.stdin.read(), "block.py", "exec")'],
    { input: job.code },
  );
  if (compiled.code !== 0) {
    const line = Number(/line (\d+)/.exec(compiled.stderr)?.[1] ?? 1);
    return [{ line, message: `does not compile: ${compiled.stderr.trim().split('\n').at(-1) ?? ''}` }];
  }
  if (!job.run) return ok;
  return runAndCompare(job, async (dir) => {
    await writeFile(path.join(dir, 'block.py'), job.code);
    return { command: 'python3', args: ['block.py'] };
  });
}

const C_FLAGS = { c: ['-x', 'c', '-std=c17'], cpp: ['-x', 'c++', '-std=c++17'] } as const;

/** The first compiler error with its line, or undefined when the output holds none (a link error). */
function compileError(stderr: string): Errors[number] | undefined {
  const first = stderr.split('\n').find((line) => /^<stdin>:\d+:\d+: (?:fatal )?error/.test(line));
  if (!first) return undefined;
  const line = Number(/<stdin>:(\d+)/.exec(first)?.[1] ?? 1);
  return { line, message: `does not compile: ${first.replace(/^<stdin>:\d+:\d+:\s*/, '').trim()}` };
}

async function verifyC(job: CodeJob, dialect: 'c' | 'cpp'): Promise<Errors> {
  const compiler = dialect === 'c' ? 'gcc' : 'g++';
  if (!job.run) {
    const syntax = await runProcess(compiler, [...C_FLAGS[dialect], '-fsyntax-only', '-'], {
      input: job.code,
    });
    if (syntax.code === 0) return ok;
    return [compileError(syntax.stderr) ?? { line: 1, message: `does not compile: ${syntax.stderr.trim()}` }];
  }
  // A run block is compiled once, straight to a program: its compile errors read the same.
  return runAndCompare(job, async (dir) => {
    const binary = path.join(dir, 'block');
    const built = await runProcess(compiler, [...C_FLAGS[dialect], '-O0', '-', '-o', binary, '-lm'], {
      input: job.code,
    });
    if (built.code !== 0) {
      const error = compileError(built.stderr);
      return [error ?? { line: 1, message: `does not link: ${built.stderr.trim().split('\n')[0] ?? ''}` }];
    }
    return { command: binary, args: [] };
  });
}

async function verifyShell(job: CodeJob): Promise<Errors> {
  const result = await runProcess('bash', ['-n'], { input: job.code });
  if (result.code === 0) return ok;
  const line = Number(/line (\d+)/.exec(result.stderr)?.[1] ?? 1);
  return [
    {
      line,
      message: `bash -n: ${
        result.stderr
          .trim()
          .split('\n')[0]
          ?.replace(/^bash: line \d+: /, '') ?? ''
      }`,
    },
  ];
}

function verifyJson(job: CodeJob): Errors {
  try {
    JSON.parse(job.code);
    return ok;
  } catch (error) {
    return [{ line: 1, message: `invalid JSON: ${(error as Error).message}` }];
  }
}

function verifyYaml(job: CodeJob): Errors {
  return parseAllDocuments(job.code)
    .flatMap((document) => ('errors' in document ? document.errors : []))
    .map((error) => ({
      line: error.linePos?.[0].line ?? 1,
      message: `invalid YAML: ${error.message.split('\n')[0]}`,
    }));
}

async function verifyVue(job: CodeJob): Promise<Errors> {
  const { compileScript, compileTemplate, parse: parseSfc } = await import('@vue/compiler-sfc');
  const { descriptor, errors } = parseSfc(job.code, { filename: 'Block.vue' });
  if (errors.length > 0)
    return errors.map((error) => ({
      line: 'loc' in error ? (error.loc?.start.line ?? 1) : 1,
      message: `SFC: ${error.message}`,
    }));
  if (!descriptor.template && !descriptor.script && !descriptor.scriptSetup)
    return [{ line: 1, message: 'not a single-file component' }];
  try {
    const script =
      descriptor.script || descriptor.scriptSetup ? compileScript(descriptor, { id: 'block' }) : undefined;
    if (descriptor.template) {
      const template = compileTemplate({
        source: descriptor.template.content,
        filename: 'Block.vue',
        id: 'block',
        compilerOptions: { bindingMetadata: script?.bindings },
      });
      if (template.errors.length > 0)
        return template.errors.map((error) => ({
          line: descriptor.template!.loc.start.line,
          message: `template: ${String(typeof error === 'string' ? error : error.message)}`,
        }));
    }
    return ok;
  } catch (error) {
    return [{ line: 1, message: `SFC does not compile: ${(error as Error).message.split('\n')[0]}` }];
  }
}

function verifyCss(job: CodeJob): Errors {
  try {
    postcss.parse(job.code);
    return ok;
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string };
    return [{ line: line ?? 1, message: `invalid CSS: ${reason ?? (error as Error).message}` }];
  }
}

/** Verifies one non-TypeScript block; a time-out is marked transient so it is retried next run. */
export async function verifyBlock(job: CodeJob): Promise<CodeResult> {
  const result = await verifyByLanguage(job);
  return result.errors.some((error) => error.message.startsWith(TIMEOUT_MESSAGE))
    ? { ...result, transient: true }
    : result;
}

async function verifyByLanguage(job: CodeJob): Promise<CodeResult> {
  switch (job.verifier) {
    case 'js':
      return { errors: await verifyJavaScript(job) };
    case 'python':
      return { errors: await verifyPython(job) };
    case 'c':
    case 'cpp':
      return { errors: await verifyC(job, job.verifier) };
    case 'shell':
      return { errors: await verifyShell(job) };
    case 'json':
      return { errors: verifyJson(job) };
    case 'yaml':
      return { errors: verifyYaml(job) };
    case 'vue':
      return { errors: await verifyVue(job) };
    case 'css':
      return { errors: verifyCss(job) };
    case 'ts':
      throw new Error('TypeScript blocks are checked together by checkTypeScriptBlocks');
  }
}
