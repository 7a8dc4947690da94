import { Head, Link, router } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { DEFAULT_SCHOOL_USER_SORT, type SchoolUserSortColumn } from '#server/schools/school-users.schemas';
import type { SchoolUserRow } from '#server/schools/school-users.service';
import { buttonClasses } from '#js/components/ui/button-classes';
import { EmailText } from '#js/components/ui/email-text';
import { msg, useTranslation } from '#js/i18n';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { EmptyState } from '#js/layouts/account/empty-state';
import { CreateUserDialog } from './create-user-dialog';
import { nextDirection, Pagination, SearchBox, SortableHeader, SortButtons } from './list-controls';
import { ResetPasswordDialog } from './reset-password-dialog';
import { confirmAndDeleteUser } from './user-actions';
import type { SchoolUserFilters, SchoolUsersPageProps } from '#server/schools/school-users.pages';

const COLUMN_LABELS: Record<SchoolUserSortColumn, string> = { id: msg('ID'), name: msg('Name'), email: msg('Email'), status: msg('Account Status') };
const ONLY = ['users', 'filters'];

function visitUsers(filters: SchoolUserFilters) {
  router.get(
    route('client.school.my-users'),
    {
      search: filters.search || undefined,
      status: filters.status || undefined,
      sort_by: filters.sort_by === DEFAULT_SCHOOL_USER_SORT.sort_by ? undefined : filters.sort_by,
      sort_direction: filters.sort_direction === DEFAULT_SCHOOL_USER_SORT.sort_direction ? undefined : filters.sort_direction,
    },
    { preserveState: true, preserveScroll: true, only: ONLY },
  );
}

/** My Users (account-area §2, §6, §9 default id descending). */
export default function MyUsers({ users, filters }: SchoolUsersPageProps) {
  const { t } = useTranslation();
  const hasFilters =
    Boolean(filters.search || filters.status) ||
    filters.sort_by !== DEFAULT_SCHOOL_USER_SORT.sort_by ||
    filters.sort_direction !== DEFAULT_SCHOOL_USER_SORT.sort_direction;

  function onSort(column: SchoolUserSortColumn) {
    const first = column === 'id' ? 'desc' : 'asc';
    visitUsers({ ...filters, sort_by: column, sort_direction: nextDirection({ sortBy: filters.sort_by, sortDirection: filters.sort_direction }, column, first) });
  }
  const sortState = { sortBy: filters.sort_by, sortDirection: filters.sort_direction, onSort };
  const reload = () => router.reload({ only: ONLY });

  async function onDelete(user: SchoolUserRow) {
    // The deleted row takes its Delete button with it: the focus goes to the page rather than being lost.
    if (await confirmAndDeleteUser(user, t)) router.reload({ only: ONLY, onFinish: () => document.getElementById('main-content')?.focus() });
  }

  return (
    <>
      <Head title={t('My Users')} />
      <AccountPageHeader
        title={t('My Users')}
        description={t("Your school's staff accounts. Everyone here can watch your school's programs.")}
        actions={<CreateUserDialog onCreated={reload} />}
      />

      <div className="mb-5 flex flex-wrap items-center gap-3">
        <SearchBox label={t('Search users')} placeholder={t('Search by name or email')} initial={filters.search} onSearch={(search) => visitUsers({ ...filters, search })} />
        <label className="sr-only" htmlFor="users-status-filter">
          {t('Account status')}
        </label>
        <select
          id="users-status-filter"
          value={filters.status}
          onChange={(event) => visitUsers({ ...filters, status: event.target.value as SchoolUserFilters['status'] })}
          className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        >
          <option value="">{t('All statuses')}</option>
          <option value="active">{t('Active')}</option>
          <option value="inactive">{t('Inactive')}</option>
        </select>
        {hasFilters ? (
          <button type="button" onClick={() => visitUsers({ search: '', status: '', ...DEFAULT_SCHOOL_USER_SORT })} className={buttonClasses('ghost', 'md')}>
            {t('Clear Filters')}
          </button>
        ) : null}
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {users.total > 0 ? t('Showing {{from}} to {{to}} of {{total}} users', { from: users.from ?? 0, to: users.to ?? 0, total: users.total }) : null}
        </p>
      </div>

      {users.data.length === 0 ? (
        <EmptyState title={filters.search || filters.status ? t('No users match your filters') : t('No users yet')}>
          {filters.search || filters.status
            ? t('Try another search or status, or clear the filters.')
            : t('Add your staff with Create User: each gets an e-mail to set their password.')}
        </EmptyState>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("Your school's users")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {(Object.keys(COLUMN_LABELS) as SchoolUserSortColumn[]).map((column) => (
                    <SortableHeader key={column} column={column} label={t(COLUMN_LABELS[column])} {...sortState} />
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    <span className="sr-only">{t('Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.data.map((user) => (
                  <tr key={user.id} className="hover:bg-slate-50/70">
                    <td className="px-4 py-3 font-mono text-slate-700">{user.id}</td>
                    <td className="px-4 py-3 font-semibold text-slate-900">
                      {user.name}
                      <UserBadges user={user} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      <EmailText email={user.email} />
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge active={user.is_active} />
                    </td>
                    <td className="px-4 py-3">
                      <UserActions user={user} onDelete={onDelete} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="md:hidden">
            <SortButtons
              columns={(Object.keys(COLUMN_LABELS) as SchoolUserSortColumn[]).map((column) => ({ column, label: t(COLUMN_LABELS[column]) }))}
              label={t('Sort users')}
              {...sortState}
            />
            <ul className="space-y-3">
              {users.data.map((user) => (
                <li key={user.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        {user.name}
                        <UserBadges user={user} />
                      </p>
                      <p className="text-sm text-slate-600">
                        <EmailText email={user.email} />
                      </p>
                      <p className="text-xs text-slate-500">{t('ID {{id}}', { id: user.id })}</p>
                    </div>
                    <StatusBadge active={user.is_active} />
                  </div>
                  <div className="mt-3">
                    <UserActions user={user} onDelete={onDelete} />
                  </div>
                </li>
              ))}
            </ul>
          </div>

          <Pagination links={users.links} only={ONLY} label={t('User pages')} />
        </>
      )}
    </>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={
        'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ' +
        (active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700')
      }
    >
      {active ? t('Active') : t('Inactive')}
    </span>
  );
}

function UserBadges({ user }: { user: SchoolUserRow }) {
  const { t } = useTranslation();
  return (
    <>
      {user.is_self ? <span className="ml-2 rounded-full bg-sun-400/30 px-2 py-0.5 text-xs font-semibold text-brand-900">{t('You')}</span> : null}
      {user.is_manage_school_user ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('Manager')}</span> : null}
    </>
  );
}

function UserActions({ user, onDelete }: { user: SchoolUserRow; onDelete: (user: SchoolUserRow) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
      <Link href={user.detail_url} className={buttonClasses('secondary', 'sm')}>
        {t('Edit')}
        <span className="sr-only"> {user.name}</span>
      </Link>
      {!user.is_self ? <ResetPasswordDialog user={user} /> : null}
      {!user.is_self ? (
        <button type="button" onClick={() => onDelete(user)} className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
          {t('Delete')}
          <span className="sr-only"> {user.name}</span>
        </button>
      ) : null}
    </div>
  );
}
