import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

interface ConfirmButtonProps {
  /** The button's visible text and its accessible name (which names what it acts on). */
  children: ReactNode;
  label: string;
  disabled?: boolean;
  title: string;
  description: ReactNode;
  cancel: string;
  confirm: string;
  /** Deleting cannot be undone: its confirmation is the destructive colour. */
  destructive?: boolean;
  onConfirm: () => void;
}

/** A registrar's small outline button whose action waits for a confirmation dialog. */
export function ConfirmButton({
  children,
  label,
  disabled,
  title,
  description,
  cancel,
  confirm,
  destructive,
  onConfirm,
}: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label} disabled={disabled}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction
            className={destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
            onClick={onConfirm}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
