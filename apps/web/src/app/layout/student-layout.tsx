import { Outlet } from 'react-router';
import { StudentTabs } from './student-tabs';

/** The student pages: the tab bar above each one. */
export function StudentLayout() {
  return (
    <div className="grid gap-6">
      <StudentTabs />
      <Outlet />
    </div>
  );
}
