import { useState, type ComponentType, type ReactNode } from 'react';
import { EXPECTED_ATTRIBUTE, NOTE_ATTRIBUTE, RUNNER_ATTRIBUTE } from '../shared/attributes';
import type { RunnerPanelProps } from './RunnerPanel';
import styles from './runnableCode.module.css';

export interface RunnableCodeProps {
  /**
   * The code block's props. The build (remarkRunner) adds `data-runner` (`browser`, or what the
   * sample needs instead), `data-runner-note` (why it does not run here) and `data-expected`
   * (the page's stated output).
   */
  blockProps: { className?: string; language?: string };
  code: ReactNode;
  /** The code block as theme-classic renders it. */
  children: ReactNode;
}

type Action = 'run' | 'edit';

/**
 * A code block with the runner's controls, or the block alone when the build did not mark it.
 * Only the two buttons are here: the runner itself (`RunnerPanel`, the worker, the editor, the
 * transpiler) loads on the first click.
 */
export default function RunnableCode({ blockProps, code, children }: RunnableCodeProps): ReactNode {
  const {
    [RUNNER_ATTRIBUTE]: runner,
    [NOTE_ATTRIBUTE]: note,
    [EXPECTED_ATTRIBUTE]: expected,
  } = blockProps as Record<string, unknown>;
  const language = blockProps.language ?? /language-(\S+)/.exec(blockProps.className ?? '')?.[1];
  const [Panel, setPanel] = useState<ComponentType<RunnerPanelProps>>();
  const [first, setFirst] = useState<Action>('run');
  const [failed, setFailed] = useState(false);
  const [editorShown, setEditorShown] = useState(false);
  if (runner !== 'browser' || typeof code !== 'string') {
    return typeof note === 'string' ? (
      <div className={styles.runnable} data-runner={String(runner)}>
        {children}
        <p className={styles.note}>{note}</p>
      </div>
    ) : (
      children
    );
  }
  const start = (action: Action): void => {
    setFirst(action);
    setFailed(false);
    import('./RunnerPanel').then(
      (module) => setPanel(() => module.default),
      () => setFailed(true),
    );
  };
  return (
    <div className={styles.runnable} data-runner="browser">
      <div hidden={editorShown}>{children}</div>
      {Panel ? (
        <Panel
          code={code}
          language={language}
          expected={typeof expected === 'string' ? expected : undefined}
          first={first}
          onEditingChange={setEditorShown}
        />
      ) : (
        <div className={styles.bar}>
          <button type="button" className={styles.button} onClick={() => start('run')}>
            运行
          </button>
          <button type="button" className={styles.button} onClick={() => start('edit')}>
            编辑
          </button>
          {failed && <span role="alert">运行器加载失败，请检查网络后重试。</span>}
        </div>
      )}
    </div>
  );
}
