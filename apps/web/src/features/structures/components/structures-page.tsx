import { textIn, type StructureGroup, type StructureProgramme } from '@daftar/contract';
import { ArrowRightIcon, PencilIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { currentLanguage } from '@/lib/i18n';
import { useAdminStructures } from '../api/structures';
import { PageLink } from './page-link';
import { GroupCard } from './group-card';
import { GroupFormDialog } from './group-form-dialog';
import { StructureImportForm } from './structure-import-form';
import { StructureTotalForm } from './structure-total-form';

/**
 * The registrar's programme structures (issue 45): a programme, one of its intakes, and that
 * intake's requirement groups with their subjects; each group and the total edited in place.
 */
export function StructuresPage() {
  const { t } = useTranslation('structures');
  const id = useId();
  // In the address, so a link opens one programme's intake.
  const [search, setSearch] = useSearchParams();
  const chosen = {
    programme: search.get('programme') ?? undefined,
    intake: search.get('intake') ?? undefined,
  };
  const setChosen = (next: { programme?: string; intake?: string }) =>
    setSearch(Object.fromEntries(Object.entries(next).filter((entry) => entry[1] !== undefined)), {
      replace: true,
    });
  const index = useAdminStructures();
  const programmes = index.data?.programmes ?? [];
  const programme =
    programmes.find((p) => p.code === chosen.programme) ??
    programmes.find((p) => p.intakes.length > 0) ??
    programmes[0];
  const intake =
    programme?.intakes.find((i) => i.intake === chosen.intake)?.intake ??
    programme?.intakes[0]?.intake;
  const selected = useAdminStructures(programme?.code, intake);
  const structure = intake ? selected.data?.structure : undefined;
  const [editing, setEditing] = useState<StructureGroup | null>(null);
  const [editingTotal, setEditingTotal] = useState(false);
  const error = index.error ?? selected.error;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <PageLink to={paths.adminStructuresBehind}>
            {t('behind.link')}
            <ArrowRightIcon className="size-4" aria-hidden />
          </PageLink>
        }
      />
      <GroupFormDialog group={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {index.isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError title={t('error')} error={error} onRetry={() => void index.refetch()} />
      )}
      {index.data && programmes.length === 0 && (
        <p className="text-muted-foreground">{t('noProgrammes')}</p>
      )}
      {programme && (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-programme`}>{t('programme')}</Label>
            <NativeSelect
              id={`${id}-programme`}
              value={programme.code}
              onChange={(event) => setChosen({ programme: event.target.value })}
            >
              {programmes.map((p) => (
                <option key={p.code} value={p.code}>
                  {programmeLabel(p)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-intake`}>{t('intake')}</Label>
            <NativeSelect
              id={`${id}-intake`}
              value={intake ?? ''}
              disabled={programme.intakes.length === 0}
              onChange={(event) =>
                setChosen({ programme: programme.code, intake: event.target.value })
              }
            >
              {programme.intakes.map((i) => (
                <option key={i.intake} value={i.intake}>
                  {i.intake}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      {programme && programme.intakes.length === 0 && (
        <p className="text-muted-foreground">{t('noStructure')}</p>
      )}
      {structure && (
        <section className="grid gap-4" aria-labelledby={`${id}-structure`}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-1">
              <h2 id={`${id}-structure`} className="text-lg font-semibold">
                {programme && programmeLabel(programme)} · {structure.intake}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('summary', {
                  credits: structure.totalCredits,
                  groups: structure.groups.length,
                })}
                {' · '}
                {t('updated', { at: formatDateTime(structure.updatedAt) })}
              </p>
            </div>
            {!editingTotal && (
              <Button variant="outline" size="sm" onClick={() => setEditingTotal(true)}>
                <PencilIcon className="size-4" aria-hidden />
                {t('editTotal')}
              </Button>
            )}
          </div>
          {editingTotal && (
            <StructureTotalForm
              key={structure.id}
              structure={structure}
              onDone={() => setEditingTotal(false)}
            />
          )}
          <ul className="grid gap-3">
            {structure.groups.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} onEdit={() => setEditing(group)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {index.data && <StructureImportForm />}
    </div>
  );
}

function programmeLabel(programme: StructureProgramme) {
  return `${programme.code} · ${textIn(programme.name, currentLanguage())}`;
}
