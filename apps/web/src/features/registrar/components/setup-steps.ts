import type { SetupStepKey } from '@daftar/contract';
import { paths } from '@/config/paths';

/** Where each setup step is done in the console. */
export const SETUP_STEP_PAGES: Record<SetupStepKey, string> = {
  semester: paths.adminSemesters,
  faculties: paths.adminCatalogue,
  catalogue: paths.adminImport,
  people: paths.adminPeople,
  opening: paths.adminSemesters,
};
