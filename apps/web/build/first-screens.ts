import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  CalendarRangeIcon,
  GraduationCapIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  NotebookPenIcon,
  type LucideIcon,
} from 'lucide-react';
import { CURRENT_SEMESTER, firstScreenFile } from '../../../packages/contract/src/constants.ts';
import { paths } from '../src/config/paths.ts';
import enCommon from '../src/locales/en/common.json';
import enDashboard from '../src/locales/en/dashboard.json';
import enHistory from '../src/locales/en/history.json';
import enLayout from '../src/locales/en/layout.json';
import enRegistration from '../src/locales/en/registration.json';
import enSchedule from '../src/locales/en/schedule.json';
import msCommon from '../src/locales/ms/common.json';
import msDashboard from '../src/locales/ms/dashboard.json';
import msHistory from '../src/locales/ms/history.json';
import msLayout from '../src/locales/ms/layout.json';
import msRegistration from '../src/locales/ms/registration.json';
import msSchedule from '../src/locales/ms/schedule.json';

/**
 * The signed-in student's pages drawn in HTML (issue 17): the frame (skip link, header with the
 * name and navigation, the student tabs) and the page's heading, as the app draws them, in each
 * language. The server sends one of these in place of index.html's spinner to a browser whose
 * last session was a student's (FIRST_SCREEN_COOKIE), so a phone paints the page's heading as
 * soon as the HTML and stylesheet arrive, where it waited for every script. The scripts are the
 * same: React replaces this picture with the page. Only what reads the same for every student is
 * drawn (no name, no header buttons, which would do nothing until the scripts run); the links
 * work without scripts. `first-screens.test.tsx` holds each element to the one the app renders.
 */

interface Heading {
  title: string;
  description: string;
}

/** The copy the drawings use, from the app's catalogues. */
interface Copy {
  common: {
    appName: string;
    appTagline: string;
    skipToMain: string;
    semester: string;
    pageTitle: Record<StudentPage, string>;
  };
  layout: {
    nav: { label: string; dashboard: string };
    studentTabs: { label: string; registration: string; schedule: string; history: string };
  };
  dashboard: { title: { student: string } };
  registration: Heading;
  schedule: Heading;
  history: Heading;
}

const COPY: Record<'en' | 'ms', Copy> = {
  en: {
    common: enCommon,
    layout: enLayout,
    dashboard: enDashboard,
    registration: enRegistration,
    schedule: enSchedule,
    history: enHistory,
  },
  ms: {
    common: msCommon,
    layout: msLayout,
    dashboard: msDashboard,
    registration: msRegistration,
    schedule: msSchedule,
    history: msHistory,
  },
};

export const FIRST_SCREEN_LANGUAGES = ['en', 'ms'] as const;
type Language = (typeof FIRST_SCREEN_LANGUAGES)[number];

/** The student's pages with a drawn first screen, by the router's path. */
export const STUDENT_FIRST_SCREENS = {
  [paths.dashboard]: 'dashboard',
  [paths.registration]: 'registration',
  [paths.schedule]: 'schedule',
  [paths.history]: 'history',
} as const;
type StudentPath = keyof typeof STUDENT_FIRST_SCREENS;
type StudentPage = (typeof STUDENT_FIRST_SCREENS)[StudentPath];

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

/** The header's navigation (MainNav, nav-link-classes.ts): a student's holds the dashboard. */
function mainNav(copy: Copy, path: StudentPath, placement: string) {
  const current = path === paths.dashboard;
  const linkClasses = `inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
    current
      ? 'bg-secondary text-secondary-foreground underline decoration-2 underline-offset-[6px]'
      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground'
  }`;
  const dashboard = `${icon(LayoutDashboardIcon, 'size-4')}${escape(copy.layout.nav.dashboard)}`;
  return `<nav aria-label="${escape(copy.layout.nav.label)}" class="${placement}">${link(paths.dashboard, linkClasses, dashboard, current)}</nav>`;
}

/** SkipLink, Header (without its buttons) and the <main> of AppLayout around `content`. */
function frame(copy: Copy, path: StudentPath, content: string) {
  const brand = `<a class="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" href="${paths.dashboard}"><span class="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">${icon(GraduationCapIcon, 'size-5')}</span><span class="grid min-w-0 leading-tight max-[380px]:sr-only"><span class="text-lg font-bold tracking-tight">${escape(copy.common.appName)}</span><span class="truncate text-xs text-muted-foreground">${escape(copy.common.appTagline)}</span></span></a>`;
  return [
    '<div class="flex min-h-svh flex-col">',
    `<a href="#main-content" class="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:px-4 focus:py-2 focus-visible:ring-[3px] focus-visible:ring-ring/50">${escape(copy.common.skipToMain)}</a>`,
    '<header class="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">',
    `<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">${brand}${mainNav(copy, path, 'items-center gap-1 ml-4 hidden md:flex')}</div>`,
    mainNav(copy, path, 'flex items-center gap-1 overflow-x-auto border-t px-3 py-1.5 md:hidden'),
    '</header>',
    `<main id="main-content" tabindex="-1" class="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">${content}</main>`,
    '</div>',
  ].join('');
}

/** StudentTabs (PageTabs) above `page`, as StudentLayout places them. */
function studentTabs(copy: Copy, path: StudentPath, page: string) {
  const tabs: [string, string, LucideIcon][] = [
    [paths.registration, copy.layout.studentTabs.registration, NotebookPenIcon],
    [paths.schedule, copy.layout.studentTabs.schedule, CalendarRangeIcon],
    [paths.history, copy.layout.studentTabs.history, HistoryIcon],
  ];
  const items = tabs
    .map(([href, label, Icon]) => {
      const current = href === path;
      const classes = `flex min-h-9 w-full items-center justify-center gap-2 rounded-md px-2 py-1.5 text-center text-sm leading-tight font-medium transition-colors sm:px-3 sm:whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
        current
          ? 'bg-card text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground'
      }`;
      const content = `${icon(Icon, 'hidden size-4 sm:block')}${escape(label)}`;
      return `<li class="flex flex-1 sm:flex-none">${link(href, classes, content, current)}</li>`;
    })
    .join('');
  return `<div class="grid gap-6"><nav aria-label="${escape(copy.layout.studentTabs.label)}" class="relative max-w-full overflow-x-auto"><ul class="flex w-full min-w-min gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto">${items}</ul></nav>${page}</div>`;
}

function heading(title: string, description?: string) {
  const paragraph =
    description === undefined ? '' : `<p class="${DESCRIPTION}">${escape(description)}</p>`;
  return `<div class="grid gap-1"><h1 class="${HEADING}">${escape(title)}</h1>${paragraph}</div>`;
}

/** Each page's own heading block, as its component draws it. */
function pageHeading(copy: Copy, path: StudentPath) {
  const semester = interpolate(copy.common.semester, CURRENT_SEMESTER);
  switch (path) {
    case paths.dashboard:
      // The welcome line under it names the student, which the server does not know here.
      return `<div class="grid gap-6"><div class="flex flex-wrap items-start justify-between gap-4">${heading(copy.dashboard.title.student)}</div></div>`;
    case paths.registration:
      return `<div class="grid gap-6"><div class="flex flex-wrap items-start justify-between gap-4">${heading(copy.registration.title, copy.registration.description)}</div></div>`;
    case paths.schedule:
      return `<div class="grid gap-6">${heading(copy.schedule.title, interpolate(copy.schedule.description, { semester }))}</div>`;
    case paths.history:
      // PageHeader
      return `<div class="grid gap-6"><div class="flex flex-wrap items-end justify-between gap-3">${heading(copy.history.title, copy.history.description)}</div></div>`;
  }
}

/** The drawn first screen of one student page: what goes inside `<div id="root">`. */
export function studentFirstScreen(path: StudentPath, language: Language) {
  const copy = COPY[language];
  const page = pageHeading(copy, path);
  return frame(copy, path, path === paths.dashboard ? page : studentTabs(copy, path, page));
}

/**
 * Every drawn first screen as a whole page: the built index.html (its scripts and stylesheet)
 * with the screen in place of the spinner, the page's title and the document's language.
 */
export function firstScreenPages(indexHtml: string) {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html: the spinner in #root was not found');
  return FIRST_SCREEN_LANGUAGES.flatMap((language) =>
    Object.entries(STUDENT_FIRST_SCREENS).map(([path, page]) => ({
      fileName: firstScreenFile('student', language, path),
      source: indexHtml
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(
          /<title>.*<\/title>/,
          `<title>${escape(COPY[language].common.pageTitle[page])}</title>`,
        )
        .replace(root, `<div id="root">${studentFirstScreen(path as StudentPath, language)}</div>`),
    })),
  );
}
