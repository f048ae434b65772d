import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunction, Outlet, type RouteObject, redirect } from 'react-router';
import type { FetchPolicy, OperationType } from 'relay-runtime';
import { initialAssignedPatientsVariables } from './admin/assignments/assignedPatientsVariables';
import { CHOICE_COUNT } from './admin/assignments/choiceCount';
import { markingQualityVariables } from './admin/markingQuality/markingQualityVariables';
import { initialPatientListVariables, SYMPTOM_OPTION_COUNT } from './admin/patients/patientListVariables';
import { initialQuickMarkVariables } from './admin/quickMark/quickMarkVariables';
import { initialRequestListVariables } from './admin/requests/requestListVariables';
import { initialRoomListVariables } from './admin/rooms/roomListVariables';
import { settingsVariables } from './admin/settings/settingsVariables';
import { statisticsVariables } from './admin/statistics/statisticsVariables';
import { initialSymptomListVariables } from './admin/symptoms/symptomListVariables';
import { initialUserListVariables } from './admin/users/userListVariables';
import { PageError } from './components/PageError';
import { PageSpinner } from './components/PageSpinner';
import type { QuerySource } from './relay/preload';
import { type Area, activeSession, redirectSignedIn, requireArea } from './session/guards';
import { initialDashboardVariables } from './student/dashboard/dashboardVariables';
import { voiceChatVariables } from './voice/voiceChatVariables';

// Each route's query document is fetched with the route, not shipped with the sign-in page.
const AddPatientPageQuery = () => import('./__generated__/AddPatientPageQuery.graphql');
const AdminDashboardPageQuery = () => import('./__generated__/AdminDashboardPageQuery.graphql');
const AdminShellQuery = () => import('./__generated__/AdminShellQuery.graphql');
const AssignClassroomPageQuery = () => import('./__generated__/AssignClassroomPageQuery.graphql');
const AssignedPatientsPageQuery = () => import('./__generated__/AssignedPatientsPageQuery.graphql');
const AssignmentResultsPageQuery = () => import('./__generated__/AssignmentResultsPageQuery.graphql');
const AssignPatientPageQuery = () => import('./__generated__/AssignPatientPageQuery.graphql');
const AssignRoomsPageQuery = () => import('./__generated__/AssignRoomsPageQuery.graphql');
const AssignStudentPageQuery = () => import('./__generated__/AssignStudentPageQuery.graphql');
const CreateUserPageQuery = () => import('./__generated__/CreateUserPageQuery.graphql');
const EditAssignmentPageQuery = () => import('./__generated__/EditAssignmentPageQuery.graphql');
const MarkingQualityPageQuery = () => import('./__generated__/MarkingQualityPageQuery.graphql');
const PatientsPageQuery = () => import('./__generated__/PatientsPageQuery.graphql');
const ProfilePageQuery = () => import('./__generated__/ProfilePageQuery.graphql');
const QuickMarkPageQuery = () => import('./__generated__/QuickMarkPageQuery.graphql');
const RequestsPageQuery = () => import('./__generated__/RequestsPageQuery.graphql');
const RoomsPageQuery = () => import('./__generated__/RoomsPageQuery.graphql');
const SettingsPageQuery = () => import('./__generated__/SettingsPageQuery.graphql');
const StatisticsPageQuery = () => import('./__generated__/StatisticsPageQuery.graphql');
const StudentDashboardPageQuery = () => import('./__generated__/StudentDashboardPageQuery.graphql');
const StudentShellQuery = () => import('./__generated__/StudentShellQuery.graphql');
const SymptomsPageQuery = () => import('./__generated__/SymptomsPageQuery.graphql');
const TryPatientPageQuery = () => import('./__generated__/TryPatientPageQuery.graphql');
const UsersPageQuery = () => import('./__generated__/UsersPageQuery.graphql');
const ViewRoomPageQuery = () => import('./__generated__/ViewRoomPageQuery.graphql');
const VoiceChatPageQuery = () => import('./__generated__/VoiceChatPageQuery.graphql');

type LoadComponent = () => Promise<ComponentType>;

/** Starts a route's query (relay/preload.ts), loading Relay with the first page that needs it. */
function preloadRouteQuery<T extends OperationType>(
  routeKey: string,
  source: QuerySource,
  variables: T['variables'],
  fetchPolicy?: FetchPolicy,
) {
  return import('./relay/preload').then((m) =>
    m.preloadRouteQuery<T>(routeKey, source, variables, fetchPolicy),
  );
}

// Every screen is its own chunk: the sign-in page does not download the admin console.
const screens = {
  relay: () => import('./relay/RelayLayout').then((m) => m.RelayLayout),
  login: () => import('./auth/LoginPage').then((m) => m.LoginPage),
  launched: () => import('./session/LaunchedPage').then((m) => m.LaunchedPage),
  register: () => import('./auth/RegisterPage').then((m) => m.RegisterPage),
  notFound: () => import('./NotFoundPage').then((m) => m.NotFoundPage),
  adminShell: () => import('./shell/AdminShell').then((m) => m.AdminShell),
  studentShell: () => import('./shell/StudentShell').then((m) => m.StudentShell),
  adminDashboard: () => import('./admin/dashboard/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  patients: () => import('./admin/patients/PatientsPage').then((m) => m.PatientsPage),
  addPatient: () => import('./admin/patients/AddPatientPage').then((m) => m.AddPatientPage),
  symptoms: () => import('./admin/symptoms/SymptomsPage').then((m) => m.SymptomsPage),
  addSymptom: () => import('./admin/symptoms/AddSymptomPage').then((m) => m.AddSymptomPage),
  users: () => import('./admin/users/UsersPage').then((m) => m.UsersPage),
  createUser: () => import('./admin/users/CreateUserPage').then((m) => m.CreateUserPage),
  profile: () => import('./account/ProfilePage').then((m) => m.ProfilePage),
  changePassword: () => import('./account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  studentDashboard: () =>
    import('./student/dashboard/StudentDashboardPage').then((m) => m.StudentDashboardPage),
  assignmentResults: () =>
    import('./student/results/AssignmentResultsPage').then((m) => m.AssignmentResultsPage),
  assignedPatients: () =>
    import('./admin/assignments/AssignedPatientsPage').then((m) => m.AssignedPatientsPage),
  assignPatient: () => import('./admin/assignments/AssignPatientPage').then((m) => m.AssignPatientPage),
  assignStudent: () => import('./admin/assignments/AssignStudentPage').then((m) => m.AssignStudentPage),
  assignClassroom: () => import('./admin/assignments/AssignClassroomPage').then((m) => m.AssignClassroomPage),
  editAssignment: () => import('./admin/assignments/EditAssignmentPage').then((m) => m.EditAssignmentPage),
  quickMark: () => import('./admin/quickMark/QuickMarkPage').then((m) => m.QuickMarkPage),
  markingQuality: () => import('./admin/markingQuality/MarkingQualityPage').then((m) => m.MarkingQualityPage),
  statistics: () => import('./admin/statistics/StatisticsPage').then((m) => m.StatisticsPage),
  rooms: () => import('./admin/rooms/RoomsPage').then((m) => m.RoomsPage),
  addRoom: () => import('./admin/rooms/AddRoomPage').then((m) => m.AddRoomPage),
  assignRooms: () => import('./admin/rooms/AssignRoomsPage').then((m) => m.AssignRoomsPage),
  viewRoom: () => import('./admin/rooms/ViewRoomPage').then((m) => m.ViewRoomPage),
  requests: () => import('./admin/requests/RequestsPage').then((m) => m.RequestsPage),
  settings: () => import('./admin/settings/SettingsPage').then((m) => m.SettingsPage),
  placeholder: () => import('./components/PlaceholderPage').then((m) => m.PlaceholderPage),
  voiceChat: () => import('./voice/VoiceChatPage').then((m) => m.VoiceChatPage),
  tryPatient: () => import('./voice/TryPatientPage').then((m) => m.TryPatientPage),
} satisfies Record<string, LoadComponent>;

interface PageOptions {
  /** Starts the page's query as the navigation begins. */
  load?: LoaderFunction;
  /** A page-specific error screen, loaded with the page. */
  ErrorBoundary?: LoadComponent;
}

/**
 * A page of an area: its loader re-checks the guard (the shell's loader does not run again when only
 * the child changes) and then starts the page's query, if it has one.
 */
function page(
  area: Area,
  path: string,
  title: string,
  Component: LoadComponent,
  options: PageOptions = {},
): RouteObject {
  const { load, ErrorBoundary } = options;
  return {
    path,
    handle: { title },
    loader: (args) => {
      requireArea(area, path);
      return load ? load(args) : null;
    },
    ...(ErrorBoundary
      ? { lazy: { Component, ErrorBoundary } }
      : { lazy: { Component }, ErrorBoundary: PageError }),
  };
}

const loadProfile = () => preloadRouteQuery('ProfilePage', ProfilePageQuery, {});

const adminPages: RouteObject[] = [
  { index: true, loader: () => redirect('/admin/dashboard') },
  page('admin', 'dashboard', 'Dashboard', screens.adminDashboard, {
    load: () => preloadRouteQuery('AdminDashboardPage', AdminDashboardPageQuery, {}),
    ErrorBoundary: () => import('./admin/dashboard/AdminDashboardPage').then((m) => m.AdminDashboardError),
  }),
  page('admin', 'users', 'Users', screens.users, {
    load: () => preloadRouteQuery('UsersPage', UsersPageQuery, initialUserListVariables),
  }),
  page('admin', 'add-users', 'Users', screens.createUser, {
    load: () => preloadRouteQuery('CreateUserPage', CreateUserPageQuery, {}, 'store-or-network'),
  }),
  page('admin', 'patient-bot', 'Patient Bots', screens.patients, {
    load: () => preloadRouteQuery('PatientsPage', PatientsPageQuery, initialPatientListVariables),
  }),
  page('admin', 'add-patient', 'Patient Bots', screens.addPatient, {
    load: () =>
      preloadRouteQuery('AddPatientPage', AddPatientPageQuery, { symptomOptionCount: SYMPTOM_OPTION_COUNT }),
  }),
  page('admin', 'patient-bot/try/:patientId', 'Patient Bots', screens.tryPatient, {
    load: ({ params }) =>
      preloadRouteQuery(
        'TryPatientPage',
        TryPatientPageQuery,
        { id: params.patientId ?? '' },
        'store-or-network',
      ),
  }),
  page('admin', 'symptoms', 'Manage Symptoms', screens.symptoms, {
    load: () => preloadRouteQuery('SymptomsPage', SymptomsPageQuery, initialSymptomListVariables),
    ErrorBoundary: () => import('./admin/symptoms/SymptomsPage').then((m) => m.SymptomsError),
  }),
  page('admin', 'add-symptom', 'Manage Symptoms', screens.addSymptom),
  page('admin', 'table-assign-patient', 'Assigned Patients', screens.assignedPatients, {
    load: () =>
      preloadRouteQuery('AssignedPatientsPage', AssignedPatientsPageQuery, initialAssignedPatientsVariables),
  }),
  page('admin', 'assign-patient', 'Assigned Patients', screens.assignPatient, {
    load: () =>
      preloadRouteQuery('AssignPatientPage', AssignPatientPageQuery, {
        choiceCount: CHOICE_COUNT,
        studentSearch: null,
      }),
  }),
  page('admin', 'assign-student', 'Assigned Patients', screens.assignStudent, {
    load: () =>
      preloadRouteQuery('AssignStudentPage', AssignStudentPageQuery, {
        choiceCount: CHOICE_COUNT,
        patientSearch: null,
      }),
  }),
  page('admin', 'assign-classroom', 'Assigned Patients', screens.assignClassroom, {
    load: () =>
      preloadRouteQuery('AssignClassroomPage', AssignClassroomPageQuery, {
        choiceCount: CHOICE_COUNT,
        patientSearch: null,
      }),
  }),
  page('admin', 'edit-assignment/:id', 'Assigned Patients', screens.editAssignment, {
    load: ({ params }) =>
      preloadRouteQuery(
        'EditAssignmentPage',
        EditAssignmentPageQuery,
        { id: params.id ?? '' },
        'network-only',
      ),
    ErrorBoundary: () => import('./admin/assignments/EditAssignmentPage').then((m) => m.EditAssignmentError),
  }),
  page('admin', 'quick-mark', 'Quick Mark', screens.quickMark, {
    load: () => preloadRouteQuery('QuickMarkPage', QuickMarkPageQuery, initialQuickMarkVariables),
  }),
  page('admin', 'marking-quality', 'Marking quality', screens.markingQuality, {
    load: ({ request }) =>
      preloadRouteQuery(
        'MarkingQualityPage',
        MarkingQualityPageQuery,
        markingQualityVariables(new URL(request.url).searchParams),
        'network-only',
      ),
  }),
  page('admin', 'statistics', 'Statistics', screens.statistics, {
    load: ({ request }) =>
      preloadRouteQuery(
        'StatisticsPage',
        StatisticsPageQuery,
        statisticsVariables(new URL(request.url).searchParams),
        'network-only',
      ),
  }),
  page('admin', 'rooms', 'Class Rooms', screens.rooms, {
    load: () => preloadRouteQuery('RoomsPage', RoomsPageQuery, initialRoomListVariables),
  }),
  page('admin', 'add-rooms', 'Class Rooms', screens.addRoom),
  page('admin', 'assign-rooms', 'Class Rooms', screens.assignRooms, {
    load: () =>
      preloadRouteQuery('AssignRoomsPage', AssignRoomsPageQuery, {
        choiceCount: CHOICE_COUNT,
        roomSearch: null,
      }),
  }),
  page('admin', 'view-room/:roomId', 'Class Rooms', screens.viewRoom, {
    load: ({ params }) => preloadRouteQuery('ViewRoomPage', ViewRoomPageQuery, { id: params.roomId ?? '' }),
    ErrorBoundary: () => import('./admin/rooms/ViewRoomPage').then((m) => m.ViewRoomError),
  }),
  page('admin', 'requests', 'Requests', screens.requests, {
    load: () => preloadRouteQuery('RequestsPage', RequestsPageQuery, initialRequestListVariables),
  }),
  page('admin', 'settings', 'Settings', screens.settings, {
    load: () => preloadRouteQuery('SettingsPage', SettingsPageQuery, settingsVariables()),
  }),
  page('admin', 'profile', 'Profile', screens.profile, { load: loadProfile }),
  page('admin', 'change-password', 'Change Password', screens.changePassword),
];

const studentPages: RouteObject[] = [
  page('student', 'dashboard', 'Assignments', screens.studentDashboard, {
    load: () =>
      preloadRouteQuery('StudentDashboardPage', StudentDashboardPageQuery, initialDashboardVariables),
  }),
  page('student', 'profile', 'Profile', screens.profile, { load: loadProfile }),
  page('student', 'change-password', 'Change Password', screens.changePassword),
  page('student', 'voice-chat/:id', 'Patient Interaction Session', screens.voiceChat, {
    load: ({ params }) =>
      preloadRouteQuery(
        'VoiceChatPage',
        VoiceChatPageQuery,
        voiceChatVariables(params.id ?? ''),
        'store-or-network',
      ),
    ErrorBoundary: () => import('./voice/VoiceChatPage').then((m) => m.VoiceChatError),
  }),
  page('student', 'view-marks/:id', 'Assignment Results', screens.assignmentResults, {
    load: ({ params }) =>
      preloadRouteQuery('AssignmentResultsPage', AssignmentResultsPageQuery, { id: params.id ?? '' }),
  }),
];

function RootLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: PageError,
    children: [
      { index: true, loader: () => redirect('/login') },
      { path: 'login', loader: redirectSignedIn, lazy: { Component: screens.login } },
      // Where a launch from a learning platform arrives, signed in by its cookie (docs/lti.md#session).
      { path: 'launched', lazy: { Component: screens.launched } },
      {
        // Every page that uses Relay: the sign-in page does not download it.
        lazy: { Component: screens.relay },
        children: [
          { path: 'register', loader: redirectSignedIn, lazy: { Component: screens.register } },
          {
            path: 'admin',
            loader: () => {
              requireArea('admin');
              return preloadRouteQuery('AdminShell', AdminShellQuery, {}, 'store-or-network');
            },
            lazy: { Component: screens.adminShell },
            ErrorBoundary: PageError,
            children: adminPages,
          },
          {
            loader: () => {
              requireArea('student');
              return preloadRouteQuery('StudentShell', StudentShellQuery, {}, 'store-or-network');
            },
            lazy: { Component: screens.studentShell },
            ErrorBoundary: PageError,
            children: studentPages,
          },
        ],
      },
      {
        // Unknown paths: signed-out visitors go to /login; signed-in people see the not-found page.
        path: '*',
        loader: () => (activeSession() ? null : redirect('/login')),
        lazy: { Component: screens.notFound },
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
