// The code editor of a template's text files: CodeMirror 6 with the language of the file's type. Loaded on
// its own (React.lazy in FilesPanel), so CodeMirror's weight is paid only when a template's files are shown.
import { useMemo } from 'react';
import CodeMirror from '@uiw/react-codemirror';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import type { FileType } from '../../lib/api/generated/creative.ts';

/** Every language mode is a LanguageSupport; a file type without one gets plain text. */
type Language = ReturnType<typeof html>;

function languageOf(fileType: FileType): Language[] {
  switch (fileType) {
    case 'HTML': case 'AMPHTML': return [html()];
    case 'CSS': return [css()];
    case 'JAVASCRIPT': return [javascript()];
    case 'JSON': return [json()];
    default: return [];
  }
}

export default function CodeEditor({ value, fileType, label, onChange }: { value: string; fileType: FileType; label: string; onChange(value: string): void }) {
  const extensions = useMemo(() => languageOf(fileType), [fileType]);
  return (
    <CodeMirror value={value} extensions={extensions} onChange={onChange} height="480px" aria-label={label}
      basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: true }} data-testid="code-editor" />
  );
}
