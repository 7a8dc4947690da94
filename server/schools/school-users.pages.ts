import type { SortDirection } from '#server/http/list-query.schemas.js';
import type { Paginated } from '#server/http/pagination.rules.js';
import type { SchoolUserSortColumn } from './school-users.schemas.js';
import type { SchoolUserDetail, SchoolUserRow } from './school-users.service.js';

// The props of My Users and a school user's page (docs/decisions/060).

export interface SchoolUserFilters {
  search: string;
  status: '' | 'active' | 'inactive';
  sort_by: SchoolUserSortColumn;
  sort_direction: SortDirection;
}

export interface SchoolUsersPageProps {
  users: Paginated<SchoolUserRow>;
  filters: SchoolUserFilters;
}

export interface SchoolUserPageProps {
  user: SchoolUserDetail;
  usersUrl: string;
}

export interface SchoolsPages {
  'account/users/index': SchoolUsersPageProps;
  'account/users/show': SchoolUserPageProps;
}
