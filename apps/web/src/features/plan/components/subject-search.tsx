import type { Subject } from '@daftar/contract';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { localName } from '@/lib/i18n';
import type { ListKind } from './plan-subject-list';

/** Matches shown at most: enough to find one by a few letters, few enough to read on a phone. */
const MATCHES_SHOWN = 8;

/** A case-insensitive piece of the code or the name, in either language (as the catalogue's). */
function matches(subject: Subject, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return [subject.code, subject.name, subject.nameMs ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

interface SubjectSearchProps {
  catalogue: readonly Subject[];
  /** Subjects already in the plan, either list. */
  planned: ReadonlySet<number>;
  room: Record<ListKind, boolean>;
  onAdd: (subjectId: number, as: ListKind) => void;
}

/**
 * Finding a subject of the catalogue by its code or name, and adding it to the plan or as a
 * fallback. The count of matches is announced as the student types.
 */
export function SubjectSearch({ catalogue, planned, room, onAdd }: SubjectSearchProps) {
  const { t } = useTranslation('plan');
  const [search, setSearch] = useState('');
  const found = search.trim()
    ? catalogue.filter((subject) => !planned.has(subject.id) && matches(subject, search))
    : [];
  const shown = found.slice(0, MATCHES_SHOWN);

  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('search.heading')}</h3>
      <SearchInput
        id="plan-search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {search.trim() === ''
          ? t('search.hint')
          : found.length === 0
            ? t('search.none')
            : found.length > shown.length
              ? t('search.someShown', { count: found.length, shown: shown.length })
              : t('search.found', { count: found.length })}
      </p>
      {shown.length > 0 && (
        <ul className="grid gap-2">
          {shown.map((subject) => (
            <li
              key={subject.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed p-3"
            >
              <span className="grid min-w-0 flex-1 basis-40 gap-0.5 text-sm">
                <span className="font-mono font-semibold">{subject.code}</span>
                <span className="break-words text-muted-foreground">
                  {localName(subject)} · {t('subjects.credits', { count: subject.credits })}
                </span>
              </span>
              <span className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  disabled={!room.subject}
                  aria-label={t('search.add', { code: subject.code })}
                  onClick={() => onAdd(subject.id, 'subject')}
                >
                  <PlusIcon aria-hidden />
                  {t('search.addShort')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!room.fallback}
                  aria-label={t('search.addFallback', { code: subject.code })}
                  onClick={() => onAdd(subject.id, 'fallback')}
                >
                  {t('search.addFallbackShort')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
