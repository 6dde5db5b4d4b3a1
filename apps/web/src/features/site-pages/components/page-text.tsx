import { pageBlocks } from '@daftar/contract';

/**
 * A page's text drawn from its small markup as elements: whatever the registrar typed is shown
 * as text, so a page can carry no script, link or style (issue 42).
 */
export function PageText({ markup }: { markup: string }) {
  return (
    <div className="grid gap-4 text-sm leading-relaxed sm:text-base">
      {pageBlocks(markup).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h2 key={index} className="pt-2 text-lg font-semibold tracking-tight">
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={index} className="grid list-disc gap-1.5 pl-5 marker:text-primary">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
