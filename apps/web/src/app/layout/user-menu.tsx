import { THEME_CHOICES, type ThemeChoice, type User } from '@daftar/contract';
import { ChevronDownIcon, LogOutIcon, ShieldCheckIcon, UserRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { chooseTheme, useThemeChoice } from '@/lib/theme';

/** "Nur Aisyah binti Ahmad" -> "NA". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface UserMenuProps {
  user: User;
  isAdmin: boolean;
}

/**
 * Initials, name, the student ID for non-admins, Admin Panel for admins, the theme (issue 42:
 * the device's, light or dark, kept in this browser) and Logout.
 */
export function UserMenu({ user, isAdmin }: UserMenuProps) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const showStudentId = !isAdmin && user.studentId;
  const initials = initialsOf(user.name);
  const theme = useThemeChoice();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The name starts with what the button shows (WCAG 2.5.3): the initials on a phone, the
            initials and the name on wider screens, so a voice user can say what they see. */}
        <Button
          variant="ghost"
          className="h-10 gap-2 px-1.5 md:px-2"
          aria-label={t('userMenu.open', { initials, name: user.name })}
        >
          <span
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            aria-hidden
          >
            {initials}
          </span>
          {/* A space between initials and name, as the name reads: "NA Nur Aisyah", never
              "NANur Aisyah" as the button's text (issue 42). */}{' '}
          <span className="hidden max-w-40 truncate text-sm font-medium md:inline lg:max-w-64">
            <bdi>{user.name}</bdi>
          </span>
          <ChevronDownIcon className="hidden size-4 text-muted-foreground md:inline" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">
            <bdi>{user.name}</bdi>
          </span>
          {showStudentId && (
            <span className="text-xs font-normal text-muted-foreground">
              {t('userMenu.studentId', { studentId: user.studentId })}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRoundIcon aria-hidden />
            {t('userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <ShieldCheckIcon aria-hidden />
              {t('userMenu.adminPanel')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          {t('userMenu.theme.title')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-label={t('userMenu.theme.title')}
          value={theme}
          onValueChange={(value) => chooseTheme(value as ThemeChoice)}
        >
          {THEME_CHOICES.map((choice) => (
            <DropdownMenuRadioItem key={choice} value={choice}>
              {t(`userMenu.theme.${choice}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
        >
          <LogOutIcon aria-hidden />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
