/**
 * The public pages' small markup (issue 42), read into blocks a screen draws as elements, never
 * as HTML, so a page can hold no script or link it was not meant to: a blank line ends a
 * paragraph, a line starting `## ` is a heading, lines starting `- ` make a list.
 */
export type PageBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function pageBlocks(markup: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markup.split(/\r?\n/)) {
    const line = raw.trim();
    const last = blocks[blocks.length - 1];
    if (line === '') {
      endParagraph();
    } else if (line.startsWith('## ')) {
      endParagraph();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      endParagraph();
      if (last?.kind === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
