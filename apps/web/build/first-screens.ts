import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ActivityIcon,
  BookOpenIcon,
  CalendarCogIcon,
  CalendarRangeIcon,
  ClipboardCheckIcon,
  FileUpIcon,
  GraduationCapIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  NotebookPenIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { CURRENT_SEMESTER, firstScreenFile } from '../../../packages/contract/src/constants.ts';
import { paths } from '../src/config/paths.ts';
import { COPY, type Copy, type Heading, type Page } from './first-screen-copy.ts';

/**
 * The signed-in pages drawn in HTML (issue 17; the advisor's and registrar's since issue 42): the
 * frame (skip link, header with the name and navigation, the role's tabs) and the page's heading,
 * as the app draws them, in each language. The server sends one of these in place of
 * index.html's spinner to a browser whose last session was of that role (FIRST_SCREEN_COOKIE),
 * so a phone paints the page's heading as soon as the HTML and stylesheet arrive, where it
 * waited for every script. The scripts are the same: React replaces this picture with the page.
 * Only what reads the same for everyone of the role is drawn (no name, no header buttons, no
 * waiting count, no page actions, which would do nothing until the scripts run); the links work
 * without scripts. `first-screens.test.tsx` holds each element to the one the app renders.
 */

export const FIRST_SCREEN_LANGUAGES = ['en', 'ms'] as const;
type Language = (typeof FIRST_SCREEN_LANGUAGES)[number];

/**
 * The pages with a drawn first screen, by role and the router's path: a student's pages, and
 * the review page and the registrar's console that advisors and the registrar open every day.
 */
export const FIRST_SCREENS = {
  student: {
    [paths.dashboard]: 'dashboard',
    [paths.registration]: 'registration',
    [paths.schedule]: 'schedule',
    [paths.history]: 'history',
  },
  lecturer: { [paths.admin]: 'review' },
  admin: { [paths.admin]: 'review', [paths.adminSemesters]: 'semesters' },
} as const satisfies Record<string, Record<string, Page>>;
export type DrawnRole = keyof typeof FIRST_SCREENS;

const HEADING = 'text-2xl font-bold tracking-tight sm:text-3xl';
const DESCRIPTION = 'text-muted-foreground';

function escape(text: string) {
  return text.replace(
    /[&<>"]/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`,
  );
}

function interpolate(text: string, values: Record<string, string | number>) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

function icon(Icon: LucideIcon, className: string) {
  return renderToStaticMarkup(createElement(Icon, { className, 'aria-hidden': true }));
}

function link(href: string, className: string, content: string, current: boolean) {
  return `<a${current ? ' aria-current="page"' : ''} class="${className}" href="${href}">${content}</a>`;
}

/**
 * The header's navigation (MainNav, nav-link-classes.ts): the dashboard, and the review page for
 * the staff ("Admin Panel" for the registrar), current on every page under it.
 */
function mainNav(copy: Copy, role: DrawnRole, path: string, placement: string) {
  const navLink = (href: string, Icon: LucideIcon, label: string, current: boolean) => {
    const classes = `inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
      current
        ? 'bg-secondary text-secondary-foreground underline decoration-2 underline-offset-[6px]'
        : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground'
    }`;
    return link(href, classes, `${icon(Icon, 'size-4')}${escape(label)}`, current);
  };
  const { nav } = copy.layout;
  const links = [navLink(paths.dashboard, LayoutDashboardIcon, nav.dashboard, path === '/')];
  const inPanel = path.startsWith(paths.admin);
  if (role === 'admin') links.push(navLink(paths.admin, ShieldCheckIcon, nav.adminPanel, inPanel));
  if (role === 'lecturer') {
    links.push(navLink(paths.admin, ClipboardCheckIcon, nav.reviewRegistrations, inPanel));
  }
  return `<nav aria-label="${escape(nav.label)}" class="${placement}">${links.join('')}</nav>`;
}

/** SkipLink, Header (without its buttons) and the <main> of AppLayout around `content`. */
function frame(copy: Copy, role: DrawnRole, path: string, content: string) {
  const brand = `<a class="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" href="${paths.dashboard}"><span class="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">${icon(GraduationCapIcon, 'size-5')}</span><span class="grid min-w-0 leading-tight max-[380px]:sr-only"><span class="text-lg font-bold tracking-tight">${escape(copy.common.appName)}</span><span class="truncate text-xs text-muted-foreground">${escape(copy.common.appTagline)}</span></span></a>`;
  return [
    '<div class="flex min-h-svh flex-col">',
    `<a href="#main-content" class="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:px-4 focus:py-2 focus-visible:ring-[3px] focus-visible:ring-ring/50">${escape(copy.common.skipToMain)}</a>`,
    '<header class="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">',
    `<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">${brand}${mainNav(copy, role, path, 'items-center gap-1 ml-4 hidden md:flex')}</div>`,
    mainNav(
      copy,
      role,
      path,
      'flex items-center gap-1 overflow-x-auto border-t px-3 py-1.5 md:hidden',
    ),
    '</header>',
    `<main id="main-content" tabindex="-1" class="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">${content}</main>`,
    '</div>',
  ].join('');
}

/** A bar of PageTabs above `page`, as StudentLayout and AdminLayout place them. */
function pageTabs(label: string, tabs: [string, string, LucideIcon][], path: string, page: string) {
  const items = tabs
    .map(([href, tabLabel, Icon]) => {
      const current = href === path;
      const classes = `flex min-h-9 w-full items-center justify-center gap-2 rounded-md px-2 py-1.5 text-center text-sm leading-tight font-medium transition-colors sm:px-3 sm:whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
        current
          ? 'bg-card text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground'
      }`;
      const content = `${icon(Icon, 'hidden size-4 sm:block')}${escape(tabLabel)}`;
      return `<li class="flex flex-1 sm:flex-none">${link(href, classes, content, current)}</li>`;
    })
    .join('');
  return `<div class="grid gap-6"><nav aria-label="${escape(label)}" class="relative max-w-full overflow-x-auto"><ul class="flex w-full min-w-min gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto">${items}</ul></nav>${page}</div>`;
}

/** The tabs around a page of `role` (StudentTabs; AdminLayout's, the registrar's only). */
function tabsAround(copy: Copy, role: DrawnRole, path: string, page: string) {
  const { studentTabs: student, adminTabs: admin } = copy.layout;
  if (role === 'student' && path !== paths.dashboard) {
    return pageTabs(
      student.label,
      [
        [paths.registration, student.registration, NotebookPenIcon],
        [paths.schedule, student.schedule, CalendarRangeIcon],
        [paths.history, student.history, HistoryIcon],
      ],
      path,
      page,
    );
  }
  if (role === 'admin') {
    return pageTabs(
      admin.label,
      [
        [paths.admin, admin.review, ClipboardCheckIcon],
        [paths.adminSemesters, admin.semesters, CalendarCogIcon],
        [paths.adminCatalogue, admin.catalogue, BookOpenIcon],
        [paths.adminImport, admin.import, FileUpIcon],
        [paths.adminPeople, admin.people, UsersIcon],
        [paths.adminAudit, admin.audit, ScrollTextIcon],
        [paths.adminLive, admin.live, ActivityIcon],
      ],
      path,
      page,
    );
  }
  return page;
}

function heading(title: string, description?: string) {
  const paragraph =
    description === undefined ? '' : `<p class="${DESCRIPTION}">${escape(description)}</p>`;
  return `<div class="grid gap-1"><h1 class="${HEADING}">${escape(title)}</h1>${paragraph}</div>`;
}

/** PageHeader, without its action (a button that would do nothing before the scripts). */
const pageHeader = ({ title, description }: Heading) =>
  `<div class="flex flex-wrap items-end justify-between gap-3">${heading(title, description)}</div>`;

/** Each page's own heading block, as its component draws it. */
function pageHeading(copy: Copy, page: Page) {
  const semester = interpolate(copy.common.semester, CURRENT_SEMESTER);
  switch (page) {
    case 'dashboard':
      // The welcome line under it names the student, which the server does not know here.
      return `<div class="grid gap-6"><div class="flex flex-wrap items-start justify-between gap-4">${heading(copy.dashboard.title.student)}</div></div>`;
    case 'registration':
      return `<div class="grid gap-6"><div class="flex flex-wrap items-start justify-between gap-4">${heading(copy.registration.title, copy.registration.description)}</div></div>`;
    case 'schedule':
      return `<div class="grid gap-6">${heading(copy.schedule.title, interpolate(copy.schedule.description, { semester }))}</div>`;
    case 'history':
      return `<div class="grid gap-6">${pageHeader(copy.history)}</div>`;
    case 'review':
      return `<div class="grid min-w-0 gap-6">${pageHeader(copy.review)}</div>`;
    case 'semesters':
      return `<div class="grid gap-6">${pageHeader(copy.registrar.semesters)}</div>`;
  }
}

/** The drawn first screen of one page of `role`: what goes inside `<div id="root">`. */
export function drawnFirstScreen<R extends DrawnRole>(
  role: R,
  path: keyof (typeof FIRST_SCREENS)[R] & string,
  language: Language,
) {
  const copy = COPY[language];
  const screens: Record<string, Page> = FIRST_SCREENS[role];
  const page = pageHeading(copy, screens[path]!);
  return frame(copy, role, path, tabsAround(copy, role, path, page));
}

/**
 * Every drawn first screen as a whole page: the built index.html (its scripts and stylesheet)
 * with the screen in place of the spinner, the page's title and the document's language.
 */
export function firstScreenPages(indexHtml: string) {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html: the spinner in #root was not found');
  return FIRST_SCREEN_LANGUAGES.flatMap((language) =>
    Object.entries(FIRST_SCREENS).flatMap(([role, screens]) =>
      Object.entries(screens).map(([path, page]) => ({
        fileName: firstScreenFile(role, language, path),
        source: indexHtml
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace(
            /<title>.*<\/title>/,
            `<title>${escape(COPY[language].common.pageTitle[page])}</title>`,
          )
          .replace(
            root,
            `<div id="root">${drawnFirstScreen(role as DrawnRole, path as never, language)}</div>`,
          ),
      })),
    ),
  );
}
