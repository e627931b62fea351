// The real code editor (CodeMirror 6) renders in the test DOM: a file's content with line numbers, in the mode
// of its type (the other tests stand a text area in for it).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import CodeEditor from './CodeEditor.tsx';

describe('code editor', () => {
  it('shows the content with its line numbers, the HTML parsed as HTML', () => {
    const { container } = render(<CodeEditor value={'<h1>{{ title }}</h1>\n<p>{{ price }}</p>'} fileType="HTML" label="Content of index.html" onChange={() => {}} />);
    const content = container.querySelector('.cm-content')!;
    expect(content.textContent).toBe('<h1>{{ title }}</h1><p>{{ price }}</p>');
    expect(container.querySelectorAll('.cm-line')).toHaveLength(2);
    expect(container.querySelector('.cm-lineNumbers')).not.toBeNull();
    // The HTML mode marks the tags (a plain-text editor would leave the line as one text node).
    expect(content.querySelectorAll('.cm-line span').length).toBeGreaterThan(0);
  });

  it('leaves a type without a mode as plain text', () => {
    const { container } = render(<CodeEditor value={'<h1>{{ title }}</h1>'} fileType="OTHER" label="Content of notes" onChange={() => {}} />);
    expect(container.querySelector('.cm-content')!.textContent).toBe('<h1>{{ title }}</h1>');
    expect(container.querySelectorAll('.cm-line span')).toHaveLength(0);
  });
});
