import {
  LANGUAGES,
  STRUCTURE_KINDS,
  type Language,
  type StructureGroup,
  type StructureKind,
} from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/http-client';
import { useUpdateStructureGroup } from '../api/structures';
import { readSubjectLines, subjectLines } from '../subject-lines';

/** The server's name of a name it refused: `name.ms`. */
const nameField = (language: Language) => ['name', language].join('.');

interface GroupFormDialogProps {
  group: StructureGroup | null;
  onOpenChange: (open: boolean) => void;
}

/** A requirement group's names in both languages, kind, credits, rule and subjects. */
export function GroupFormDialog({ group, onOpenChange }: GroupFormDialogProps) {
  return (
    <Dialog open={group !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {group && <GroupForm group={group} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function GroupForm({ group, onDone }: { group: StructureGroup; onDone: () => void }) {
  const { t } = useTranslation(['structures', 'progress']);
  const id = useId();
  const [values, setValues] = useState({
    name: group.name,
    kind: group.kind,
    credits: String(group.creditsRequired),
    rule: group.rule ?? '',
    subjects: subjectLines(group.subjects),
  });
  const [badLine, setBadLine] = useState<number | null>(null);
  const update = useUpdateStructureGroup(t('toast.saved'), t('toast.failed'));
  const fields = fieldErrors(update.error);
  const setName = (language: Language, text: string) =>
    setValues({ ...values, name: { ...values.name, [language]: text } });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (update.isPending) return;
        const subjects = readSubjectLines(values.subjects);
        if ('line' in subjects) return setBadLine(subjects.line);
        setBadLine(null);
        update.mutate(
          {
            id: group.id,
            body: {
              name: values.name,
              kind: values.kind,
              creditsRequired: Number(values.credits),
              rule: values.rule.trim() === '' ? null : values.rule,
              subjects,
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('form.title', { code: group.code })}</DialogTitle>
        <DialogDescription>{t('form.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {LANGUAGES.map((language) => (
          <FormField
            key={language}
            id={`${id}-name-${language}`}
            label={`${t('form.name')} (${t(`form.${language}`)})`}
            error={fields[nameField(language)]}
          >
            <Input
              lang={language}
              value={values.name[language]}
              onChange={(event) => setName(language, event.target.value)}
            />
          </FormField>
        ))}
        <FormField id={`${id}-kind`} label={t('form.kind')} error={fields.kind}>
          <NativeSelect
            value={values.kind}
            onChange={(event) =>
              setValues({ ...values, kind: event.target.value as StructureKind })
            }
          >
            {STRUCTURE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`progress:kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-credits`} label={t('form.credits')} error={fields.creditsRequired}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={values.credits}
            onChange={(event) => setValues({ ...values, credits: event.target.value })}
          />
        </FormField>
        <FormField
          id={`${id}-rule`}
          label={t('form.rule')}
          error={fields.rule}
          className="sm:col-span-2"
        >
          <Input
            value={values.rule}
            spellCheck={false}
            aria-description={t('form.ruleHint')}
            onChange={(event) => setValues({ ...values, rule: event.target.value })}
          />
        </FormField>
        <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">{t('form.ruleHint')}</p>
        <FormField
          id={`${id}-subjects`}
          label={t('form.subjects')}
          error={badLine !== null ? t('form.subjectLine', { line: badLine }) : fields.subjects}
          className="sm:col-span-2"
        >
          <Textarea
            rows={8}
            spellCheck={false}
            className="font-mono"
            aria-description={t('form.subjectsHint')}
            value={values.subjects}
            onChange={(event) => setValues({ ...values, subjects: event.target.value })}
          />
        </FormField>
        <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
          {t('form.subjectsHint')}
        </p>
      </div>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending && <Spinner className="size-4" />}
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
