import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { localText } from '@/lib/i18n';
import { useReasonTemplates } from '../api/reason-templates';
import { ManageTemplatesDialog } from './manage-templates-dialog';

interface ReasonTemplatePickerProps {
  disabled: boolean;
  /** Receives the chosen reason's text, to put in the reason box for editing. */
  onPick: (text: string) => void;
  /** The list has closed after a pick: the focus goes to the reason box, to edit it. */
  onPicked: () => void;
}

/**
 * "Use a saved reason": its text in the reviewer's language (the other when that one is not
 * written) goes into the reason box; and the way to manage them.
 */
export function ReasonTemplatePicker({ disabled, onPick, onPicked }: ReasonTemplatePickerProps) {
  const { t } = useTranslation('review');
  const picked = useRef(false);
  const { data: templates } = useReasonTemplates();
  // Without its list (still loading or failed) the reviewer simply types the reason.
  if (!templates) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {templates.length > 0 && (
        <Select
          value=""
          disabled={disabled}
          onValueChange={(value) => {
            const template = templates.find((each) => String(each.id) === value);
            if (!template) return;
            picked.current = true;
            onPick(localText(template.text, template.textMs));
          }}
        >
          <SelectTrigger aria-label={t('templates.use')} className="w-full sm:w-64">
            <SelectValue placeholder={t('templates.use')} />
          </SelectTrigger>
          <SelectContent
            onCloseAutoFocus={(event) => {
              if (!picked.current) return;
              picked.current = false;
              event.preventDefault();
              onPicked();
            }}
          >
            {templates.map((template) => (
              <SelectItem key={template.id} value={String(template.id)}>
                {localText(template.title, template.titleMs)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      <ManageTemplatesDialog templates={templates} />
    </div>
  );
}
