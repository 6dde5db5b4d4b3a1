import { useTranslation } from 'react-i18next';
import type common from '@/locales/en/common.json';

type Page = keyof (typeof common)['pageTitle'];

/**
 * The document title of one route. React 19 hoists a rendered <title> into <head>, ahead of
 * index.html's own, and takes it out again when the route goes.
 */
export function PageTitle({ page }: { page: Page }) {
  const { t } = useTranslation();
  return <title>{t(`pageTitle.${page}`)}</title>;
}
