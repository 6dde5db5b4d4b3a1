import { HOLD_BLOCKS, HOLD_TYPES, type HoldBlock, type HoldType } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/http-client';
import { usePlaceHold } from '../api/holds';

const TEXTS = ['reasonEn', 'reasonMs', 'howToClearEn', 'howToClearMs', 'contact'] as const;
type TextField = (typeof TEXTS)[number];
const EMPTY: Record<TextField, string> = {
  reasonEn: '',
  reasonMs: '',
  howToClearEn: '',
  howToClearMs: '',
  contact: '',
};

/** The registrar's new hold on a student: its type, what it blocks, and its words in both languages. */
export function HoldForm({ studentId, onPlaced }: { studentId: number; onPlaced: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [type, setType] = useState<HoldType>('finance');
  const [blocks, setBlocks] = useState<HoldBlock[]>(['register']);
  const [texts, setTexts] = useState(EMPTY);
  const place = usePlaceHold(studentId);
  const errors = fieldErrors(place.error);

  return (
    <form
      className="grid gap-3"
      noValidate
      aria-label={t('holds.placeTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (place.isPending) return;
        place.mutate(
          { studentId, type, blocks, ...texts },
          {
            onSuccess: () => {
              setTexts(EMPTY);
              onPlaced();
            },
          },
        );
      }}
    >
      <h3 className="font-semibold">{t('holds.placeTitle')}</h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>{t('holds.type')}</Label>
        <Select value={type} onValueChange={(value) => setType(value as HoldType)}>
          <SelectTrigger id={`${id}-type`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HOLD_TYPES.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`holds.types.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('holds.blocks')}</legend>
        {HOLD_BLOCKS.map((block) => (
          <label key={block} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={blocks.includes(block)}
              onChange={(event) =>
                setBlocks((current) =>
                  event.target.checked
                    ? [...current, block]
                    : current.filter((chosen) => chosen !== block),
                )
              }
            />
            {t(`holds.blockNames.${block}`)}
          </label>
        ))}
        {errors.blocks && <p className="text-sm text-destructive">{t('holds.blocksRequired')}</p>}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXTS.map((field) => {
          const Control = field === 'contact' ? Input : Textarea;
          return (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={t(`holds.fields.${field}`)}
              error={errors[field]}
              className={field === 'contact' ? 'sm:col-span-2' : undefined}
            >
              <Control
                value={texts[field]}
                onChange={(event: { target: { value: string } }) =>
                  setTexts((current) => ({ ...current, [field]: event.target.value }))
                }
              />
            </FormField>
          );
        })}
      </div>
      <Button type="submit" disabled={place.isPending} className="justify-self-start">
        {place.isPending && <Spinner className="size-4" />}
        {t('holds.place')}
      </Button>
    </form>
  );
}
