import type { StudentProgress, SubjectFit } from '@daftar/contract';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFitText } from '@/lib/progress-copy';

/**
 * Under a subject's name: the requirement group it counts toward ("Core, year 2"), or a warning
 * that it counts toward nothing in the student's structure (issue 45). The group's own name is
 * read out first, and shown on hover.
 */
export function StructureMark({
  fit,
  progress,
}: {
  fit: SubjectFit | null;
  progress: StudentProgress;
}) {
  const { t } = useTranslation('progress');
  const fitText = useFitText();
  if (fit === null) {
    return (
      <Badge variant="warning" className="text-left whitespace-normal">
        <TriangleAlertIcon aria-hidden />
        {t('fit.none')}
      </Badge>
    );
  }
  const { label, title } = fitText(fit, progress);
  return (
    <Badge
      variant={fit.open ? 'info' : 'outline'}
      className="text-left whitespace-normal"
      title={title}
    >
      <span className="sr-only">{title}: </span>
      {label}
    </Badge>
  );
}
