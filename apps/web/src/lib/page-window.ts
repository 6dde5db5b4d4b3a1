import { PAGER_MAX_PAGE_BUTTONS } from '@daftar/contract';

/**
 * The page numbers the pager shows: at most 3 (spec section 9), centred on the current page
 * where there is room, e.g. page 5 of 9 gives [4, 5, 6] and page 1 gives [1, 2, 3].
 */
export function pageWindow(page: number, pageCount: number, size = PAGER_MAX_PAGE_BUTTONS) {
  const count = Math.min(size, pageCount);
  const first = Math.max(1, Math.min(page - Math.floor(count / 2), pageCount - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}
