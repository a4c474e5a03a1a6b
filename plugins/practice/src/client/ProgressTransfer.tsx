import { useId, useRef, useState, type ReactNode } from 'react';
import { parseProgressFile, type Progress } from '../shared/progress';
import styles from './practice.module.css';

interface Props {
  progress: Progress;
  onImport: (imported: Progress) => void;
  onReset: () => void;
}

type Message = { kind: 'success' | 'danger'; text: string } | undefined;

/** A file name with the local date: 刷题进度-2026-11-27.json. */
function exportName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `刷题进度-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Export to a JSON file, import one (checked first; a refused file changes nothing), reset after a question. */
export default function ProgressTransfer({ progress, onImport, onReset }: Props): ReactNode {
  const [message, setMessage] = useState<Message>();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const exportFile = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(progress)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = exportName(new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const checked = parseProgressFile(await file.text());
    if (input.current) input.current.value = '';
    if (!checked.ok) {
      setMessage({ kind: 'danger', text: `没有导入：${checked.reason}现有进度没有改变。` });
      return;
    }
    onImport(checked.progress);
    setMessage({
      kind: 'success',
      text: `已导入 ${Object.keys(checked.progress.cards).length} 道题的进度，并与现有进度合并。`,
    });
  };

  return (
    <section className={styles.transfer} aria-label="进度文件">
      <div className={styles.transferButtons}>
        <button type="button" className="button button--secondary button--sm" onClick={exportFile}>
          导出进度
        </button>
        <label htmlFor={inputId} className="button button--secondary button--sm">
          导入进度
        </label>
        <input
          id={inputId}
          ref={input}
          className={styles.visuallyHidden}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
        {!confirming && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setConfirming(true)}
          >
            重置进度
          </button>
        )}
      </div>
      {confirming && (
        <div className="alert alert--warning" role="alertdialog" aria-label="确认重置">
          <p>确定要清除全部刷题进度吗？此操作无法撤销，建议先导出。</p>
          <button
            type="button"
            className="button button--danger button--sm"
            onClick={() => {
              onReset();
              setConfirming(false);
              setMessage({ kind: 'success', text: '进度已清除。' });
            }}
          >
            确定清除
          </button>{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setConfirming(false)}
          >
            取消
          </button>
        </div>
      )}
      {message && (
        <p className={`alert alert--${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
