import type { AccountPageData, AdminAccount } from './admin-accounts';

/** The admin using the screen in the stories and tests. */
const CURRENT_ADMIN_ID = 1;

/** A page of accounts as GET /api/admin/users answers it. */
function accountPage(total = 3): AccountPageData {
  const items: AdminAccount[] = [
    {
      id: 3,
      email: 'giulia.bianchi@example.it',
      role: 'attendee',
      first_name: 'Giulia',
      last_name: 'Bianchi',
      company_name: 'Bianchi Srl',
      is_verified: false,
      checkins: 0,
    },
    {
      id: 2,
      email: 'staff@fiera.example',
      role: 'staff',
      first_name: null,
      last_name: null,
      company_name: null,
      is_verified: true,
      checkins: 2,
    },
    {
      id: CURRENT_ADMIN_ID,
      email: 'organizzatrice@fiera.example',
      role: 'admin',
      first_name: 'Anna',
      last_name: 'Rossi',
      company_name: 'Fiera Srl',
      is_verified: true,
      checkins: 1,
    },
  ];
  return { items, total };
}

export { accountPage, CURRENT_ADMIN_ID };
