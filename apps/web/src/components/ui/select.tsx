import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useMemo, type ComponentProps, type Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * While its list is open, Radix Select hides the rest of the page with aria-hidden but leaves the
 * page's links and buttons focusable: it traps the focus instead, which axe cannot see (it
 * reports aria-hidden-focus, excusing it only under a modal dialog). Select has no non-modal
 * mode, so the rest of the page is also made inert while the list is open, which is what the
 * trap already means: nothing behind the list can be reached until it closes. Radix's focus
 * guards stay as they are, and whatever was inert already is left alone.
 */
function inertAroundList(list: HTMLElement): () => void {
  const around = [...document.body.children].filter(
    (element) =>
      !element.contains(list) &&
      !element.hasAttribute('inert') &&
      !element.hasAttribute('data-radix-focus-guard'),
  );
  for (const element of around) element.setAttribute('inert', '');
  return () => {
    for (const element of around) element.removeAttribute('inert');
  };
}

/** The list's element, only there while it is open: the page around it is inert meanwhile. */
function listRef(forwarded: Ref<HTMLDivElement> | undefined) {
  return (list: HTMLDivElement | null) => {
    if (typeof forwarded === 'function') forwarded(list);
    else if (forwarded) forwarded.current = list;
    if (!list) return;
    const restore = inertAroundList(list);
    return () => {
      restore();
      if (typeof forwarded === 'function') forwarded(null);
      else if (forwarded) forwarded.current = null;
    };
  };
}

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;

/**
 * The chosen option's text. Radix drops a class given to it, so the trigger styles it through
 * this slot: a long value ends in an ellipsis instead of widening the trigger.
 */
export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        "flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:truncate [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ref,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  // One callback per forwarded ref, so a re-render does not detach and attach the list again.
  const setList = useMemo(() => listRef(ref), [ref]);
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={setList}
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] origin-(--radix-select-content-transform-origin) overflow-x-hidden overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0',
          // No wider than the screen: a long option wraps in the list instead.
          position === 'popper' &&
            'w-full max-w-(--radix-select-content-available-width) min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

interface FormSelectProps extends ComponentProps<typeof SelectPrimitive.Root> {
  /** Given by a FormField: the trigger is the control its label and message belong to. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  placeholder?: string;
}

/** A Select as one form control, to sit in a FormField like an Input; its items are children. */
export function FormSelect({
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  placeholder,
  children,
  ...root
}: FormSelectProps) {
  return (
    <Select {...root}>
      <SelectTrigger id={id} aria-invalid={invalid} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  );
}
