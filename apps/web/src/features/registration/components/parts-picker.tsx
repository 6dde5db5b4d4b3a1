import { partsOf, sectionLabel, type Section } from '@daftar/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_SECTION, SectionPicker } from './section-picker';

/** The choice of a subject of several parts: a section id (or any) for each part's code. */
export type PartsChoice = Record<string, string>;

/** The sections chosen, in part order; a part left at any has none. */
export const chosenOf = (sections: Section[], choice: PartsChoice): Section[] =>
  partsOf(sections)
    .map(({ code }) => sections.find((s) => String(s.id) === choice[code ?? '']))
    .filter((s) => s !== undefined);

/** Whether two sections of different parts break a link between them (T2 goes only with L1). */
function breaksLink(a: Section, b: Section, sections: Section[]) {
  const partOf = (id: number) => sections.find((s) => s.id === id)?.part;
  const breaks = (x: Section, y: Section) =>
    x.linkedTo !== undefined && partOf(x.linkedTo) === y.part && x.linkedTo !== y.id;
  return a.part !== b.part && (breaks(a, b) || breaks(b, a));
}

/**
 * The choice after `next` is chosen in a part: a section linked to another part's section brings
 * that one with it (T5 goes only with L4), and a choice that no longer goes with them is let go.
 */
function chooseIn(sections: Section[], value: PartsChoice, code: string, next: string) {
  const picked = sections.find((s) => String(s.id) === next);
  const linked = sections.find((s) => s.id === picked?.linkedTo);
  const fixed: PartsChoice = {
    [code]: next,
    ...(linked && { [linked.part ?? '']: String(linked.id) }),
  };
  const fixedSections = chosenOf(sections, fixed);
  const kept = Object.fromEntries(
    Object.entries(value).map(([other, id]) => {
      const section = sections.find((s) => String(s.id) === id);
      const breaks = section && fixedSections.some((f) => breaksLink(f, section, sections));
      return [other, breaks ? ANY_SECTION : id];
    }),
  );
  return { ...kept, ...fixed };
}

interface PartsPickerProps {
  sections: Section[];
  value: PartsChoice;
  onValueChange: (value: PartsChoice) => void;
  disabled: boolean;
}

/**
 * A subject of several parts (decision 039): one list of sections for each part, lecture first.
 * A tutorial linked to another lecture than the one chosen is not offered; choosing a tutorial
 * chooses its lecture, and choosing a lecture lets go of a tutorial that does not go with it.
 */
export function PartsPicker({ sections, value, onValueChange, disabled }: PartsPickerProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const chosen = chosenOf(sections, value);
  const partName = (code: string) =>
    t(`details.partNames.${code}`, { defaultValue: t('details.partOther', { code }) });
  const choose = (code: string, next: string) =>
    onValueChange(chooseIn(sections, value, code, next));
  // A section linked to another part's is offered only with that one, or while that part is open.
  const unlinked = (section: Section) => {
    const target = sections.find((s) => s.id === section.linkedTo);
    return target !== undefined && chosen.some((c) => c.part === target.part && c.id !== target.id);
  };
  return (
    <div className="grid gap-4">
      {partsOf(sections).map(({ code, sections: own }) => {
        const part = code ?? '';
        const headingId = `${id}-${part}`;
        return (
          <div key={part} className="grid gap-2">
            <h4 id={headingId} className="text-sm font-medium">
              {partName(part)}
            </h4>
            <SectionPicker
              sections={own}
              value={value[part] ?? ANY_SECTION}
              onValueChange={(next) => choose(part, next)}
              disabled={disabled}
              labelledBy={headingId}
              part={part}
              unlinked={unlinked}
              goesWith={(section) => {
                const target = sections.find((s) => s.id === section.linkedTo);
                return target && sectionLabel(target);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
