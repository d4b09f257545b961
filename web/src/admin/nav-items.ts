// The admin navigation, in the order it shows. Other areas add their entry here (path relative to
// the site root, label in English: the admin area is for operators).
export interface AdminNavItem {
  to: string;
  label: string;
}

export const adminNavItems: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/users-management', label: 'User management' },
  { to: '/admin/questions', label: 'Questions' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/senators', label: 'Senators' },
  { to: '/admin/governors', label: 'Governors' },
  { to: '/admin/officeholders', label: 'Officeholders' },
  { to: '/admin/create-test', label: 'Create test' },
  { to: '/admin/test-instances', label: 'Test instances' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/app-settings', label: 'App settings' },
  { to: '/admin/translations', label: 'Translations' },
  { to: '/admin/vietnamese-editor', label: 'Vietnamese editor' },
  { to: '/admin/korean', label: 'Korean editor' },
  { to: '/admin/n400', label: 'N-400 texts' },
  { to: '/admin/pricing', label: 'Pricing and payments' },
];
