import { describe, expect, it } from 'vitest';
import { pageBlocks } from './page-markup';

describe('pageBlocks', () => {
  it('reads headings, paragraphs joined across lines, and lists', () => {
    expect(
      pageBlocks('## What we collect\nYour name\nand matric number.\n\n- one\n- two\nAfter.'),
    ).toEqual([
      { kind: 'heading', text: 'What we collect' },
      { kind: 'paragraph', text: 'Your name and matric number.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('keeps markup-like text as text: a tag stays words on the page', () => {
    expect(pageBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(pageBlocks('\n \n')).toEqual([]);
  });
});
