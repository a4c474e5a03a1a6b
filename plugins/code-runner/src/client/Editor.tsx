import { usePrismTheme } from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import { Highlight, Prism } from 'prism-react-renderer';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import SimpleEditor from 'react-simple-code-editor';
import styles from './runnerPanel.module.css';

export interface EditorProps {
  value: string;
  language: string;
  onChange: (value: string) => void;
  onRun: () => void;
  label: string;
}

/**
 * A textarea over the code as the site highlights it (theme-classic's lines, with the site's
 * colour classes for both modes). Loaded on the first 「编辑」 only. Ctrl/Cmd+Enter runs;
 * Tab indents, and Escape then Tab leaves the editor (react-simple-code-editor's convention).
 */
export default function Editor({ value, language, onChange, onRun, label }: EditorProps): ReactNode {
  const theme = usePrismTheme();
  const id = useId();
  const highlight = (code: string): ReactNode => (
    <Highlight prism={Prism} theme={theme} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, index) => (
          <Line
            key={index}
            line={line}
            classNames={undefined}
            showLineNumbers={false}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
          />
        ))
      }
    </Highlight>
  );
  const onKeyDown = (event: KeyboardEvent<Element>): void => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };
  return (
    <div className={`${styles.editor} prism-code language-${language}`}>
      <label htmlFor={id} className={styles.hidden}>
        {label}
      </label>
      <SimpleEditor
        value={value}
        onValueChange={onChange}
        highlight={highlight}
        onKeyDown={onKeyDown}
        padding={16}
        tabSize={2}
        insertSpaces
        autoFocus
        textareaId={id}
        textareaClassName={styles.textarea}
      />
    </div>
  );
}
