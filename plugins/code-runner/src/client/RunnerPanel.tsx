import useBaseUrl from '@docusaurus/useBaseUrl';
import workerInfo from '@generated/code-runner/worker.json';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { OutputChunk } from '../shared/protocol';
import { appendOutput, runSummary, type RunEnding } from '../shared/runReport';
import { toRunnableJavaScript, withoutExports } from '../shared/transpile';
import { runInWorker, type RunHandle } from './runInWorker';
import buttonStyles from './runnableCode.module.css';
import styles from './runnerPanel.module.css';

const Editor = lazy(() => import('./Editor'));

export interface RunnerPanelProps {
  code: string;
  language: string | undefined;
  expected: string | undefined;
  /** The button the reader clicked to load the runner: it happens at once. */
  first: 'run' | 'edit';
  /** The page hides its block while the editor shows (the block stays mounted, as rendered). */
  onEditingChange: (editing: boolean) => void;
}

type RunState =
  { phase: 'idle' } | { phase: 'running' } | { phase: 'ended'; ending: RunEnding; elapsedMs: number };

/** The runner under a code block: 运行, 编辑/重置, the output and whether it matches the page. */
export default function RunnerPanel({
  code: original,
  language,
  expected,
  first,
  onEditingChange,
}: RunnerPanelProps): ReactNode {
  const workerUrl = useBaseUrl(`/${workerInfo.file}`);
  const [editing, setEditingState] = useState(first === 'edit');
  const setEditing = (value: boolean): void => {
    setEditingState(value);
    onEditingChange(value);
  };
  const [code, setCode] = useState(original.replace(/\n$/, ''));
  const [chunks, setChunks] = useState<OutputChunk[]>([]);
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const current = useRef<RunHandle | undefined>(undefined);
  const runButton = useRef<HTMLButtonElement>(null);
  // Output waiting for the next render: a program printing fast renders every 50 ms, not per line.
  const unshown = useRef<OutputChunk[]>([]);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showOutput = (): void => {
    clearTimeout(showTimer.current);
    showTimer.current = undefined;
    const more = unshown.current;
    unshown.current = [];
    if (more.length > 0) setChunks((previous) => appendOutput(previous, more));
  };

  const run = async (source: string): Promise<void> => {
    current.current?.stop();
    clearTimeout(showTimer.current);
    showTimer.current = undefined;
    unshown.current = [];
    setChunks([]);
    setState({ phase: 'running' });
    let program: string;
    try {
      program = withoutExports(await toRunnableJavaScript(source, language));
    } catch (error) {
      setChunks([{ stream: 'err', text: `${(error as Error).message}\n` }]);
      setState({ phase: 'ended', ending: 'threw', elapsedMs: 0 });
      return;
    }
    const handle = runInWorker(workerUrl, program, (more) => {
      if (current.current !== handle) return;
      unshown.current.push(...more);
      showTimer.current ??= setTimeout(showOutput, 50);
    });
    current.current = handle;
    const { ending, elapsedMs } = await handle.outcome;
    if (current.current !== handle) return;
    showOutput();
    setState({ phase: 'ended', ending, elapsedMs });
  };

  useEffect(() => {
    if (first === 'edit') setEditing(true);
    else {
      void run(code);
      runButton.current?.focus({ preventScroll: true });
    }
    return () => current.current?.stop();
    // Once, for the click that loaded the runner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const edited = code !== original.replace(/\n$/, '');
  const lang = language === 'ts' || language === 'typescript' ? 'typescript' : 'javascript';
  return (
    <>
      {editing && (
        <Suspense fallback={<div className={styles.hidden}>正在加载编辑器…</div>}>
          <Editor
            value={code}
            language={lang}
            onChange={setCode}
            onRun={() => void run(code)}
            label="编辑代码（Ctrl+Enter 运行）"
          />
        </Suspense>
      )}
      <div className={buttonStyles.bar}>
        <button
          ref={runButton}
          type="button"
          className={buttonStyles.button}
          onClick={() => void run(code)}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {state.phase === 'running' ? '重新运行' : '运行'}
        </button>
        {state.phase === 'running' && (
          <button type="button" className={buttonStyles.button} onClick={() => current.current?.stop()}>
            停止
          </button>
        )}
        {!editing && (
          <button type="button" className={buttonStyles.button} onClick={() => setEditing(true)}>
            编辑
          </button>
        )}
        {editing && (
          <button
            type="button"
            className={buttonStyles.button}
            disabled={!edited}
            onClick={() => {
              setCode(original.replace(/\n$/, ''));
              setEditing(false);
              runButton.current?.focus();
            }}
          >
            重置
          </button>
        )}
      </div>
      {state.phase !== 'idle' && (
        <div className={styles.result}>
          {chunks.length > 0 && (
            <pre className={styles.output} tabIndex={0}>
              {chunks.map((chunk, index) => (
                <span
                  key={index}
                  className={chunk.stream === 'err' ? styles.stderr : undefined}
                  data-stream={chunk.stream}
                >
                  {chunk.text}
                </span>
              ))}
            </pre>
          )}
          <p className={styles.summary} role="status">
            {state.phase === 'running'
              ? '正在运行…'
              : `${runSummary(state.ending, chunks, expected)}（${Math.round(state.elapsedMs)} 毫秒）`}
          </p>
        </div>
      )}
    </>
  );
}
