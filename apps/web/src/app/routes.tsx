import { PageState } from '@app/ui';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ProtectedRoute, SECURITY_PATH } from './ProtectedRoute';
import { RequireArea } from './RequireArea';
import { NOT_YET_AVAILABLE, SECTION_REDIRECTS } from './route-table';

// The shell (header, sidebar, bell) is its own chunk: the sign-in page does not need it.
const Shell = lazy(() => import('./Shell'));
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const WorkforcePage = lazy(() => import('../features/users/WorkforcePage'));
const AuditLogPage = lazy(() => import('../features/audit/AuditLogPage'));
const NotAvailablePage = lazy(() => import('../features/not-available/NotAvailablePage'));
const NotFoundPage = lazy(() => import('../features/not-available/NotFoundPage'));
const ClientsPage = lazy(() => import('../features/clients/ClientsPage'));
const ClientProfilePage = lazy(() => import('../features/clients/ClientProfilePage'));
const ReferralSourcesPage = lazy(() => import('../features/referral-sources/ReferralSourcesPage'));
const ReferralSourceDetailPage = lazy(() => import('../features/referral-sources/ReferralSourceDetailPage'));
const OrganizationsPage = lazy(() => import('../features/organizations/OrganizationsPage'));
const OrganizationDetailPage = lazy(() => import('../features/organizations/OrganizationDetailPage'));
const ProjectsPage = lazy(() => import('../features/projects/ProjectsPage'));
const ProjectDetailPage = lazy(() => import('../features/projects/ProjectDetailPage'));
const TodoListPage = lazy(() => import('../features/personal-tasks/TodoListPage'));
const TasksDueCalendarPage = lazy(() =>
  import('../features/calendars/CalendarPage').then((m) => ({ default: m.TasksDueCalendarPage })),
);
const PayrollCalendarPage = lazy(() =>
  import('../features/calendars/CalendarPage').then((m) => ({ default: m.PayrollCalendarPage })),
);
const InsuranceCalendarPage = lazy(() =>
  import('../features/calendars/CalendarPage').then((m) => ({ default: m.InsuranceCalendarPage })),
);
const PublicFormPage = lazy(() => import('../features/public-forms/PublicFormPage'));
const FormsLibraryPage = lazy(() => import('../features/forms/FormsLibraryPage'));
const SubmissionsPage = lazy(() => import('../features/submissions/SubmissionsPage'));
const ChatPage = lazy(() => import('../features/chat/ChatPage'));
const Form1099Page = lazy(() => import('../features/form-1099/Form1099Page'));
const SoiPage = lazy(() => import('../features/soi/SoiPage'));
const EstimatedTaxPage = lazy(() => import('../features/estimated-tax/EstimatedTaxPage'));
const SalesTaxPage = lazy(() => import('../features/sales-tax/SalesTaxPage'));
const BusinessLicensesPage = lazy(() => import('../features/business-licenses/BusinessLicensesPage'));
const ReportsPage = lazy(() => import('../features/reports/ReportsPage'));

export const routes: RouteObject[] = [
  {
    path: '/auth',
    element: (
      <Suspense fallback={<PageState status="loading" fullScreen />}>
        <AuthPage />
      </Suspense>
    ),
  },
  // docs/decisions/5-beyond.md: public forms need no session and live outside the signed-in shell.
  {
    path: '/public-forms/:formId',
    element: (
      <Suspense fallback={<PageState status="loading" fullScreen />}>
        <PublicFormPage />
      </Suspense>
    ),
  },
  {
    element: (
      <Suspense fallback={<PageState status="loading" fullScreen />}>
        <Shell />
      </Suspense>
    ),
    children: [
      // Outside the protected wrapper (spec 4 section 2.1); the page itself needs a session.
      {
        path: '/referral-sources/:id',
        element: (
          <RequireArea>
            <ReferralSourceDetailPage />
          </RequireArea>
        ),
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/', element: <DashboardPage /> },
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: SECURITY_PATH, element: <SettingsPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/settings/:section', element: <SettingsPage /> },
          { path: '/workforce', element: <WorkforcePage /> },
          { path: '/audit-log', element: <AuditLogPage /> },
          { path: '/clients', element: <ClientsPage /> },
          { path: '/clients/:id', element: <ClientProfilePage /> },
          { path: '/referral-sources', element: <ReferralSourcesPage /> },
          { path: '/organizations', element: <OrganizationsPage /> },
          { path: '/organizations/:id', element: <OrganizationDetailPage /> },
          { path: '/projects', element: <ProjectsPage /> },
          { path: '/projects/:id', element: <ProjectDetailPage /> },
          { path: '/tasks', element: <TodoListPage /> },
          { path: '/calendars/tasks-due', element: <TasksDueCalendarPage /> },
          { path: '/calendars/payroll', element: <PayrollCalendarPage /> },
          { path: '/calendars/insurance', element: <InsuranceCalendarPage /> },
          { path: '/forms/submissions', element: <SubmissionsPage /> },
          { path: '/forms/forms', element: <FormsLibraryPage /> },
          { path: '/chat', element: <ChatPage /> },
          { path: '/tax/1099', element: <Form1099Page /> },
          { path: '/tax/soi', element: <SoiPage /> },
          { path: '/tax/estimated', element: <EstimatedTaxPage /> },
          { path: '/tax/sales', element: <SalesTaxPage /> },
          { path: '/tax/business-license', element: <BusinessLicensesPage /> },
          { path: '/reports', element: <ReportsPage /> },
          ...SECTION_REDIRECTS.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
          ...NOT_YET_AVAILABLE.map(({ path, title }) => ({ path, element: <NotAvailablePage title={title} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
