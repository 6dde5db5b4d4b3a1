import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useStaff, type TrailFilter } from '../api/audit';

/** The value of a trail's select that filters nothing. */
export const ANY = 'any';

/** Who, from and to: the filters both trails share. */
export function CommonFilters({
  filter,
  onChange,
  children,
}: {
  filter: TrailFilter;
  onChange: (filter: TrailFilter) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { data: staff = [] } = useStaff();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-who`}>{t('audit.who')}</Label>
        <Select
          value={filter.actorId === undefined ? ANY : String(filter.actorId)}
          onValueChange={(value) =>
            onChange({ ...filter, page: 1, actorId: value === ANY ? undefined : Number(value) })
          }
        >
          <SelectTrigger id={`${id}-who`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('audit.anyone')}</SelectItem>
            {staff.map((person) => (
              <SelectItem key={person.id} value={String(person.id)}>
                {person.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {children}
      <FormField id={`${id}-from`} label={t('audit.from')}>
        <Input
          type="date"
          value={filter.from ?? ''}
          onChange={(event) =>
            onChange({ ...filter, page: 1, from: event.target.value || undefined })
          }
        />
      </FormField>
      <FormField id={`${id}-to`} label={t('audit.to')}>
        <Input
          type="date"
          value={filter.to ?? ''}
          onChange={(event) =>
            onChange({ ...filter, page: 1, to: event.target.value || undefined })
          }
        />
      </FormField>
    </div>
  );
}
